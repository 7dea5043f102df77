import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactMessage } from "#core/schemas/contact-message";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { fakeApi, json } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { MessagesPage } from "./messages-page";

const PATH = "/admin/settings/messages";

const enquiry: ContactMessage = {
  _id: "m1",
  firstName: "Rahima",
  lastName: "Khatun",
  phone: "01711-234567",
  message: "I would like to ask about the pieces on my list.",
  pieces: ["bala", "sold"],
  status: "unread",
  createdAt: "2026-01-05T12:00:00.000Z",
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a visitor's list in the inbox", () => {
  it("counts the pieces in the list, and names each in the message with its photo and page, or says it is gone", async () => {
    fakeApi(({ path }) => {
      if (path === "/api/contact-messages") return json([enquiry]);
      if (path === "/api/jewelry")
        return json([jewelryItem({ _id: "bala", name: "Nakshi Bala", weight: 32.4, purity: "22K" })]);
      return json({ error: "not found" }, 404);
    });
    renderInAdmin([{ path: PATH, element: <MessagesPage /> }], PATH);
    const table = await screen.findByRole("table", { name: "Contact messages" });
    const row = within(table)
      .getAllByRole("row")
      .find((one) => one.textContent?.includes("Rahima"));
    if (!row) throw new Error("no row for the enquiry");
    expect(within(row).getByText("2 pieces")).toBeTruthy();
    await userEvent.click(within(row).getByText("Rahima Khatun"));
    const pieces = await screen.findByRole("region", { name: "Pieces on the visitor's list (2)" });
    const link = await within(pieces).findByRole("link", { name: /Nakshi Bala/ });
    expect(link.getAttribute("href")).toBe("/jewelry/bala");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(within(pieces).getByText("32.4 g · 22K")).toBeTruthy();
    expect(within(pieces).getByText("A piece no longer in the catalogue (id sold)")).toBeTruthy();
    expect(pieces.querySelectorAll("img")).toHaveLength(2);
  });
});
