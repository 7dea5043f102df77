import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/device/db";
import { type Answer, fakeApi, json, laterAnswer } from "../../data/testing/fake-api";
import { formatDeviceTime } from "../../i18n/format";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { hydrateInPage, renderAsServer, renderOnServerAndHydrate } from "../../shared/testing/server-render";
import { DRAFT_KEY } from "./contact-draft";
import { ContactForm } from "./contact-form";
import { SENT_KEY } from "./sent-note";

const typed = {
  firstName: "Ayesha ",
  lastName: "Rahman",
  phone: "+880 1711-000111",
  message: "Please call me about a bridal set.",
};
const OFFLINE =
  "You're offline. Your message is saved and will be sent automatically when you're back online.";
const THROTTLED = "Too many messages were sent from this connection: please call us instead.";

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("First Name"), typed.firstName);
  await user.type(field("Last Name"), typed.lastName);
  await user.type(field("Phone Number"), typed.phone);
  await user.type(field("Message"), typed.message);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Send Message" }));

/** Opens the form, fills every field as a visitor would and presses Send Message. */
async function sendFilledForm(user = userEvent.setup()) {
  render(<ContactForm />);
  await fillForm(user);
  await submit(user);
  return user;
}

const receipt = { _id: "m1", status: "unread", createdAt: "2026-11-22T04:00:00.000Z" };

/** The server (or the lack of one) the form talks to: it gives `answers` in turn and records what it was sent. */
function serverAnswering(...answers: Answer[]) {
  const requests = fakeApi(() => {
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    return next;
  });
  return {
    requests,
    idempotencyKeys: () => requests.map(({ headers }) => headers.get("idempotency-key")),
  };
}

/** The form as the visitor left it: nothing typed is lost. */
function expectFormKept() {
  expect(field("First Name").value).toBe(typed.firstName);
  expect(field("Last Name").value).toBe(typed.lastName);
  expect(field("Phone Number").value).toBe(typed.phone);
  expect(field("Message").value).toBe(typed.message);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ContactForm", () => {
  it("names every missing field under it, focuses the first and sends nothing", async () => {
    const { requests } = serverAnswering();
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field("Last Name"), "Rahman");
    await user.type(field("Phone Number"), "call me");
    await submit(user);

    // The form's rules load on its first use: a cold module cache takes a moment.
    expect(await screen.findByText("First name is required")).toBeTruthy();
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
    expect(requests).toHaveLength(0);

    await user.type(first, "A");
    expect(screen.queryByText("First name is required")).toBeNull();
    expect(first.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows Sending... while busy, then the success message in green that goes after 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const sent = laterAnswer();
    const requests = fakeApi(() => sent.answer);
    await sendFilledForm(user);

    const busy = screen.getByRole("button", { name: "Sending..." }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await waitFor(() => expect(requests).not.toHaveLength(0));
    expect(requests[0]?.body).toEqual({ ...typed, firstName: "Ayesha" });
    sent.give(json(receipt, 201));

    const success = await screen.findByText("Message sent successfully! We will get back to you soon.");
    expect(success.className).toContain("notice-success");
    expect(success.closest("[role=status]")).toBeTruthy();
    expect(field("First Name").value).toBe("");
    expect(field("Message").value).toBe("");
    // The draft is dropped by an effect after the render that cleared the form.
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());

    vi.advanceTimersByTime(4900);
    expect(screen.queryByText(/sent successfully/)).toBeTruthy();
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(screen.queryByText(/sent successfully/)).toBeNull());
  });

  it("once the notice has gone, keeps a calm note of when the message reached the shop, over a reload too", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serverAnswering(json(receipt, 201));
    const { unmount } = render(<ContactForm />);
    await fillForm(user);
    const before = Date.now();
    await submit(user);
    await screen.findByText(/sent successfully/);
    // While the notice says it, the note does not say it twice.
    expect(screen.queryByText(/Your message reached us/)).toBeNull();
    await waitFor(() => expect(localStorage.getItem(SENT_KEY)).not.toBeNull());
    const sentAt = localStorage.getItem(SENT_KEY) ?? "";
    expect(Date.parse(sentAt)).toBeGreaterThanOrEqual(before);

    vi.advanceTimersByTime(5100);
    const note = `Your message reached us on ${formatDeviceTime(sentAt)}. We will get back to you soon.`;
    expect(await screen.findByText(note)).toBeTruthy();
    unmount();
    render(<ContactForm />);
    expect(await screen.findByText(note)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Write another message" }));
    expect(screen.queryByText(note)).toBeNull();
    expect(document.activeElement).toBe(field("First Name"));
    await waitFor(() => expect(localStorage.getItem(SENT_KEY)).toBeNull());
  });

  it("notes no sending when the message only waits in the outbox", async () => {
    serverAnswering("network-error");
    await sendFilledForm();
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
    expect(screen.queryByText(/reached us/)).toBeNull();
    expect(localStorage.getItem(SENT_KEY)).toBeNull();
  });

  it("counts a replayed send as sent", async () => {
    serverAnswering({ status: 201, body: receipt, headers: { "idempotent-replayed": "true" } });
    await sendFilledForm();

    expect(await screen.findByText("Message sent successfully! We will get back to you soon.")).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it("only when the network fails says the visitor is offline, keeps the message to send later and clears the form", async () => {
    serverAnswering("network-error");
    await sendFilledForm();

    const notice = await screen.findByText(OFFLINE);
    expect(notice.className).toContain("notice-info");
    expect(await screen.findByText("1 message waiting to be sent")).toBeTruthy();
    expect(field("Phone Number").value).toBe("");
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("on a throttle shows the server's words, keeps what was typed and queues nothing", async () => {
    serverAnswering(json({ error: THROTTLED }, 429));
    await sendFilledForm();

    const error = await screen.findByText(THROTTLED);
    expect(error.className).toContain("notice-error");
    expect(screen.queryByText(OFFLINE)).toBeNull();
    expectFormKept();
    expect(await db.outbox.count()).toBe(0);
    expect(screen.queryByText(/waiting to be sent/)).toBeNull();
  });

  it("on a server error asks to try again, never claims the visitor is offline, and a retry is the same message", async () => {
    const server = serverAnswering(json({ error: "Internal Server Error" }, 500), json(receipt, 201));
    const user = await sendFilledForm();

    const error = await screen.findByText("Error sending message. Please try again.");
    expect(error.className).toContain("notice-error");
    expect(screen.queryByText(OFFLINE)).toBeNull();
    expect(screen.queryByText("Internal Server Error")).toBeNull();
    expectFormKept();
    expect(await db.outbox.count()).toBe(0);

    await submit(user);
    expect(await screen.findByText("Message sent successfully! We will get back to you soon.")).toBeTruthy();
    // Had the server stored the first try, the same key makes the second a replay, not a duplicate.
    const [firstKey, secondKey] = server.idempotencyKeys();
    expect(secondKey).toBe(firstKey);
  });

  it("on invalid input shows the server's words under the field and keeps every field as typed", async () => {
    serverAnswering(
      json(
        {
          error: "Please enter a valid phone number",
          issues: [{ path: "phone", message: "Please enter a valid phone number" }],
        },
        400,
      ),
    );
    await sendFilledForm();

    const errors = await screen.findAllByText("Please enter a valid phone number");
    expect(errors.some((node) => node.className.includes("notice-error"))).toBe(true);
    expect(field("Phone Number").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Phone Number"));
    expectFormKept();
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it("keeps the form and asks to try again when the device cannot store the message", async () => {
    serverAnswering();
    vi.spyOn(db.outbox, "put").mockRejectedValue(new Error("QuotaExceededError"));
    await sendFilledForm();

    const error = await screen.findByText("Error sending message. Please try again.");
    expect(error.className).toContain("notice-error");
    expectFormKept();
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

  it("hydrates the server's empty form, then shows the draft and keeps it", async () => {
    const draft = JSON.stringify({ firstName: "Karim", lastName: "", phone: "", message: "Half a thought" });
    localStorage.setItem(DRAFT_KEY, draft);
    const removed = vi.spyOn(Storage.prototype, "removeItem");
    const { onRecoverableError } = await renderOnServerAndHydrate(<ContactForm />);
    await waitFor(() => expect(field("First Name").value).toBe("Karim"));
    expect(field("Message").value).toBe("Half a thought");
    expect(field("Last Name").value).toBe("");
    // Not even for a moment: a tab closed right after hydration would lose it.
    expect(removed).not.toHaveBeenCalled();
    removed.mockRestore();
    expect(localStorage.getItem(DRAFT_KEY)).toBe(draft);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("takes over what was typed into the server's form before the app started, over an older draft, and sends it", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...typed, firstName: "Karim", message: "Old thought" }));
    const page = document.createElement("div");
    page.innerHTML = await renderAsServer(<ContactForm />);
    document.body.append(page);
    // Typed while the app's code is still on its way: into the server's elements, unseen by React.
    field("First Name").value = typed.firstName;
    field("Last Name").value = typed.lastName;
    field("Phone Number").value = typed.phone;
    field("Message").value = typed.message;
    field("Message").focus();

    const { onRecoverableError } = hydrateInPage(page, <ContactForm />);
    expectFormKept();
    expect(document.activeElement).toBe(field("Message"));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null")).toEqual(typed));

    const { requests } = serverAnswering(json(receipt, 201));
    await submit(userEvent.setup());
    expect(await screen.findByText("Message sent successfully! We will get back to you soon.")).toBeTruthy();
    expect(requests[0]?.body).toEqual({ ...typed, firstName: "Ayesha" });
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("counts messages waiting in the outbox and says when they have gone", async () => {
    render(<ContactForm />);
    await db.outbox.put({
      key: "msg-waiting-1",
      payload: { firstName: "A", lastName: "B", phone: "01711000111", message: "Hi" },
      createdAt: new Date().toISOString(),
      attempts: 1,
      state: "waiting",
    });
    expect(await screen.findByText("1 message waiting to be sent")).toBeTruthy();

    await db.outbox.delete("msg-waiting-1");
    await waitFor(() => expect(screen.queryByText("1 message waiting to be sent")).toBeNull());
    // The note follows the count's render, once the component has seen the outbox empty.
    expect(await screen.findByText("Your saved message was sent successfully.")).toBeTruthy();
    expect(screen.getByText(/^Your message reached us on /)).toBeTruthy();
  });

  it("tells the visitor when a saved message was refused later, and puts it back in the form to fix", async () => {
    serverAnswering("network-error");
    const user = await sendFilledForm();
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
    expect(await screen.findByText("1 message waiting to be sent")).toBeTruthy();

    // Later the outbox sends it and the server refuses it for good.
    const [queued] = await db.outbox.toArray();
    await db.outbox.update(queued?.key ?? "", { state: "refused", refusal: "Message is too long" });

    expect(await screen.findByText("A saved message could not be sent: Message is too long")).toBeTruthy();
    expect(screen.getByText(typed.message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
    expect(screen.queryByText("Your saved message was sent successfully.")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Edit message" }));
    expect(field("First Name").value).toBe("Ayesha");
    expect(field("Message").value).toBe(typed.message);
    await waitFor(() => expect(screen.queryByText(/could not be sent/)).toBeNull());
    expect(await db.outbox.count()).toBe(0);
  });

  it("lets the visitor discard a refused saved message", async () => {
    const user = userEvent.setup();
    await db.outbox.put({
      key: "msg-refused-3",
      payload: { firstName: "A", lastName: "B", phone: "01711000111", message: "Hi" },
      createdAt: new Date().toISOString(),
      attempts: 1,
      state: "refused",
      refusal: "Please enter a valid phone number",
    });
    render(<ContactForm />);
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByText(/could not be sent/)).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect(field("First Name").value).toBe("");
  });
});

describe("ContactForm on a Bengali page", () => {
  onBengaliPage();

  it("names each field's failed check in Bengali, by the check that failed", async () => {
    const { requests } = serverAnswering();
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field("নামের শেষ অংশ"), "রহমান");
    await user.type(field("ফোন নম্বর"), "call me");
    await user.click(field("বার্তা"));
    await user.paste("ক".repeat(5001));
    await user.click(screen.getByRole("button", { name: "বার্তা পাঠান" }));

    // Each under its own field, which names it: the words say what to do.
    expect(screen.getByText("এই ঘরটি পূরণ করুন")).toBeTruthy();
    expect(screen.getByText("সঠিক একটি ফোন নম্বর লিখুন, যেমন ০১৭১১-২৩৪৫৬৭ বা +৮৮০ ১৭১১-২৩৪৫৬৭")).toBeTruthy();
    expect(screen.getByText("সর্বোচ্চ ৫০০০ অক্ষর লেখা যাবে")).toBeTruthy();
    expect(screen.queryByText(/required|valid/)).toBeNull();
    expect(field("ফোন নম্বর").value).toBe("call me");
    expect(requests).toHaveLength(0);
  });

  it("notes when the message reached the shop in Bengali words and digits", async () => {
    localStorage.setItem(SENT_KEY, new Date(2026, 10, 22, 10, 42).toISOString());
    render(<ContactForm />);
    expect(await screen.findByText(/^আপনার বার্তা ২২ নভেম্বর ২০২৬, সকাল ১০:৪২-এ আমাদের কাছে পৌঁছেছে।/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "আরেকটি বার্তা লিখুন" })).toBeTruthy();
  });
});
