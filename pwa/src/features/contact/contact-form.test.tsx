import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/db";
import { type SendOutcome, sendContactMessage } from "../../data/outbox";
import { DRAFT_KEY } from "./contact-draft";
import { ContactForm } from "./contact-form";

vi.mock("../../data/outbox", () => ({ sendContactMessage: vi.fn() }));
const send = vi.mocked(sendContactMessage);

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("First Name"), "Ayesha ");
  await user.type(field("Last Name"), "Rahman");
  await user.type(field("Phone Number"), "+880 1711-000111");
  await user.type(field("Message"), "Please call me about a bridal set.");
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Send Message" }));

beforeEach(() => {
  send.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ContactForm", () => {
  it("names every missing field under it, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field("Last Name"), "Rahman");
    await user.type(field("Phone Number"), "call me");
    await submit(user);

    expect(screen.getByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Please enter a valid phone number")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(screen.queryByText("Last name is required")).toBeNull();
    const first = field("First Name");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(first.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "First name is required",
    );
    expect(document.activeElement).toBe(first);
    expect(field("Last Name").value).toBe("Rahman");
    expect(field("Phone Number").value).toBe("call me");
    expect(send).not.toHaveBeenCalled();

    await user.type(first, "A");
    expect(screen.queryByText("First name is required")).toBeNull();
    expect(first.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows Sending... while busy, then the success message in green that goes after 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let finish: (outcome: SendOutcome) => void = () => {};
    send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<ContactForm />);
    await fillForm(user);
    await submit(user);

    const busy = screen.getByRole("button", { name: "Sending..." }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(send).toHaveBeenCalledWith({
      firstName: "Ayesha",
      lastName: "Rahman",
      phone: "+880 1711-000111",
      message: "Please call me about a bridal set.",
    });
    finish({ kind: "sent" });

    const success = await screen.findByText("Message sent successfully! We will get back to you soon.");
    expect(success.className).toContain("notice-success");
    expect(success.closest("[role=status]")).toBeTruthy();
    expect(field("First Name").value).toBe("");
    expect(field("Message").value).toBe("");
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();

    vi.advanceTimersByTime(4900);
    expect(screen.queryByText(/sent successfully/)).toBeTruthy();
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(screen.queryByText(/sent successfully/)).toBeNull());
  });

  it("tells the visitor an offline message is saved and will go later, and clears the form", async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ kind: "queued" });
    render(<ContactForm />);
    await fillForm(user);
    await submit(user);

    const notice = await screen.findByText(
      "You're offline. Your message is saved and will be sent automatically when you're back online.",
    );
    expect(notice.className).toContain("notice-info");
    expect(field("Phone Number").value).toBe("");
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows the server's refusal in red and keeps every field as typed", async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({
      kind: "rejected",
      message: "Please enter a valid phone number",
      issues: [{ path: "phone", message: "Please enter a valid phone number" }],
    });
    render(<ContactForm />);
    await fillForm(user);
    await submit(user);

    const errors = await screen.findAllByText("Please enter a valid phone number");
    expect(errors.some((node) => node.className.includes("notice-error"))).toBe(true);
    expect(field("Phone Number").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Phone Number"));
    expect(field("First Name").value).toBe("Ayesha ");
    expect(field("Message").value).toBe("Please call me about a bridal set.");
  });

  it("keeps the form and asks to try again when sending fails unexpectedly", async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(new Error("database closed"));
    render(<ContactForm />);
    await fillForm(user);
    await submit(user);

    const error = await screen.findByText("Error sending message. Please try again.");
    expect(error.className).toContain("notice-error");
    expect(field("Last Name").value).toBe("Rahman");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
  });

  it("keeps a draft while typing and restores it on the next visit", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm />);
    await user.type(field("First Name"), "Karim");
    await user.type(field("Message"), "Half a thought");
    unmount();

    render(<ContactForm />);
    expect(field("First Name").value).toBe("Karim");
    expect(field("Message").value).toBe("Half a thought");
    expect(field("Last Name").value).toBe("");
  });

  it("counts messages waiting in the outbox and says when they have gone", async () => {
    render(<ContactForm />);
    await db.outbox.put({
      key: "msg-waiting-1",
      payload: { firstName: "A", lastName: "B", phone: "01711000111", message: "Hi" },
      createdAt: new Date().toISOString(),
      attempts: 1,
    });
    expect(await screen.findByText("1 message waiting to be sent")).toBeTruthy();

    await db.outbox.delete("msg-waiting-1");
    await waitFor(() => expect(screen.queryByText("1 message waiting to be sent")).toBeNull());
    // The note follows the count's render, once the component has seen the outbox empty.
    expect(await screen.findByText("Your saved message was sent successfully.")).toBeTruthy();
  });
});
