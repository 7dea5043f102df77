import { describe, expect, it } from "vitest";
import { failedCheck } from "../failed-check";
import { contactMessageInputSchema, PHONE_INVALID } from "./contact-message";

const withPhone = (phone: string) =>
  contactMessageInputSchema.safeParse({ firstName: "Rina", lastName: "Das", phone, message: "Call me" });

describe("the contact form's phone number", () => {
  it.each([
    "01711-234567",
    "01711 234567",
    "01711234567",
    "+880 1711 234567",
    "+880-1711-234567",
    "+8801711234567",
    "8801711234567",
    "(02) 9123456",
    "02-9123456",
    "01711.234.567",
    "০১৭১১-২৩৪৫৬৭",
    "+৮৮০ ১৭১১ ২৩৪৫৬৭",
    "  01711-234567  ",
  ])("accepts %j, a way people write numbers in Bangladesh", (phone) => {
    expect(withPhone(phone).success).toBe(true);
  });

  it("keeps the number as written, with Bengali digits as ASCII ones so a dialer can use it", () => {
    expect(withPhone("+880 1711-234567").data?.phone).toBe("+880 1711-234567");
    expect(withPhone("০১৭১১-২৩৪৫৬৭").data?.phone).toBe("01711-234567");
  });

  it.each([
    ["call me", "words"],
    ["Rina Das", "a name in the wrong box"],
    ["01711", "too few digits to call"],
    ["0171123456789012345", "more digits than any number has"],
    ["01711-234567 ext 2", "letters"],
    ["1711+234567", "a plus sign inside"],
  ])("refuses %j (%s) with the same words on both sides", (phone) => {
    const result = withPhone(phone);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PHONE_INVALID]);
  });
});

describe("the contact form's one-line fields", () => {
  const message = {
    firstName: "Rina",
    lastName: "Das",
    phone: "01711-234567",
    message: "Call me\nafter six",
  };

  it.each([
    ["firstName", "Rina\r\nBcc: someone@example.com", "First name must be on one line"],
    ["lastName", "Das\nSubject: changed", "Last name must be on one line"],
    ["phone", "01711\n234567", "Phone number must be on one line"],
  ])("refuses a line break in %s, saying so in words the form shows too", (field, value, words) => {
    const result = contactMessageInputSchema.safeParse({ ...message, [field]: value });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe(words);
    expect(issue && failedCheck(issue)).toEqual({ check: "lineBreaks" });
  });

  it("keeps the message's own lines", () => {
    expect(contactMessageInputSchema.parse(message).message).toBe("Call me\nafter six");
  });
});
