import { describe, expect, it } from "vitest";
import type { ContactMessage } from "#core/schemas/contact-message";
import { countByStatus, excerpt, matchesSearch } from "./message-format";

const message = (over: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: "m1",
  firstName: "Rahima",
  lastName: "Khatun",
  phone: "01711-234567",
  message: "Is the bridal set\nstill available?",
  status: "unread",
  createdAt: "2026-01-05T12:00:00.000Z",
  ...over,
});

describe("excerpt", () => {
  it("folds line breaks and runs of spaces into one line", () => {
    expect(excerpt("  Hello\n\nthere   friend ")).toBe("Hello there friend");
  });
});

describe("matchesSearch", () => {
  it.each([
    ["", true],
    ["rahima", true],
    ["rahima khatun", true],
    ["BRIDAL", true],
    ["01711234567", true],
    ["1711-234", true],
    ["necklace", false],
    ["999", false],
  ])("%s → %s", (query, expected) => {
    expect(matchesSearch(message(), query)).toBe(expected);
  });
});

describe("countByStatus", () => {
  it("counts every status and the total", () => {
    const counts = countByStatus([message(), message({ status: "read" }), message({ status: "unread" })]);
    expect(counts).toEqual({ all: 3, unread: 2, read: 1, replied: 0 });
  });
});
