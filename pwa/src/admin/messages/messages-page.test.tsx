import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactMessage } from "#core/schemas/contact-message";
import { db } from "../../data/device/db";
import { storeSession } from "../../data/session/stored-session";
import { type ApiHandler, fakeApi } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { MessagesPage } from "./messages-page";

const PATH = "/admin/settings/messages";
const renderMessages = (entry = PATH) => renderInAdmin([{ path: PATH, element: <MessagesPage /> }], entry);

const sample = (): ContactMessage[] => [
  {
    _id: "m3",
    firstName: "Rahima",
    lastName: "Khatun",
    phone: "01711-234567",
    message: "Is the bridal set still available?\nI can visit on Friday.\n<b>Thanks</b>",
    status: "unread",
    createdAt: "2026-01-05T12:00:00.000Z",
  },
  {
    _id: "m2",
    firstName: "Karim",
    lastName: "Uddin",
    phone: "+880 1812 345678",
    message: "Please call me back about a ring.",
    status: "read",
    createdAt: "2026-01-04T12:00:00.000Z",
  },
  {
    _id: "m1",
    firstName: "Nasrin",
    lastName: "Akter",
    phone: "01911000111",
    message: "Thank you for the quick answer.",
    status: "replied",
    createdAt: "2026-01-03T12:00:00.000Z",
  },
];

/** An in-memory inbox that behaves like the server's contact-message routes. */
function inbox(messages: ContactMessage[] = sample()) {
  const calls: string[] = [];
  const handler: ApiHandler = ({ method, path }) => {
    if (path === "/api/contact-messages" && method === "GET") return { status: 200, body: messages };
    const match = path.match(/^\/api\/contact-messages\/([^/]+)(?:\/(read|replied))?$/);
    const found = match && messages.find((m) => m._id === match[1]);
    if (!match || !found) return { status: 404, body: { error: "Message not found" } };
    calls.push(`${method} ${path}`);
    if (method === "DELETE") {
      messages.splice(messages.indexOf(found), 1);
      return { status: 200, body: { deleted: true, _id: found._id } };
    }
    if (match[2] === "read" && found.status === "unread") found.status = "read";
    if (match[2] === "replied") found.status = "replied";
    return { status: 200, body: found };
  };
  fakeApi(handler);
  return { messages, calls };
}

const table = () => screen.findByRole("table", { name: "Contact messages" });
const rowOf = async (name: string) => {
  const rows = within(await table()).getAllByRole("row");
  const row = rows.find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const detail = () => screen.findByRole("region", { name: /^Message from/ });
const unreadCount = () => screen.getByRole("status", { name: "Unread count" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("MessagesPage", () => {
  it("lists the messages with a coloured, labelled status, the sender, the phone and an en-US date", async () => {
    inbox();
    renderMessages();
    expect(screen.getByText("Loading...")).toBeTruthy();
    const row = await rowOf("Rahima Khatun");
    const badge = within(row).getByText("Unread");
    expect(badge.className).toContain("adm-status-unread");
    expect(within(await rowOf("Karim Uddin")).getByText("Read").className).toContain("adm-status-read");
    expect(within(await rowOf("Nasrin Akter")).getByText("Replied").className).toContain(
      "adm-status-replied",
    );
    expect(within(row).getByText("01711-234567")).toBeTruthy();
    expect(within(row).getByText(/^Is the bridal set still available\? I can visit/)).toBeTruthy();
    expect(within(row).getByText(/^Jan 5, 2026, \d{1,2}:\d{2}\s?[AP]M$/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unread (1)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "All (3)" }).getAttribute("aria-pressed")).toBe("true");
  });

  it('says "No messages yet" when the inbox is empty', async () => {
    inbox([]);
    renderMessages();
    expect(await screen.findByText("No messages yet")).toBeTruthy();
  });

  it("explains a failed load and loads again on Retry", async () => {
    let fail = true;
    fakeApi(({ path }) => {
      if (path !== "/api/contact-messages") return { status: 404, body: { error: "Not found" } };
      return fail ? "network-error" : { status: 200, body: sample() };
    });
    renderMessages();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The server cannot be reached");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await rowOf("Rahima Khatun")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's own words when it refuses", async () => {
    fakeApi(() => ({ status: 500, body: { error: "The database is busy" } }));
    renderMessages();
    expect((await screen.findByRole("alert")).textContent).toContain("The database is busy");
  });

  it("opens a message beside the list, keeps its id in the address, and does not mark it read", async () => {
    const { calls } = inbox();
    const { router } = renderMessages();
    await userEvent.click(within(await rowOf("Rahima Khatun")).getByText("01711-234567"));
    const pane = await detail();
    expect(router.state.location.search).toBe("?id=m3");
    const text = within(pane).getByText(/Is the bridal set/);
    expect(text.textContent).toBe(
      "Is the bridal set still available?\nI can visit on Friday.\n<b>Thanks</b>",
    );
    expect(text.querySelector("b")).toBeNull();
    expect(within(pane).getByRole("link", { name: "Call 01711-234567" }).getAttribute("href")).toBe(
      "tel:+8801711234567",
    );
    expect(
      within(pane)
        .getByRole("link", { name: /WhatsApp/ })
        .getAttribute("href"),
    ).toBe("https://wa.me/8801711234567");
    expect(within(pane).getByText(/does not mark it as read/)).toBeTruthy();
    expect(calls).toEqual([]);
    expect(within(pane).getByText("Unread")).toBeTruthy();
  });

  it("opens the message named in ?id= on load, and closes with Escape", async () => {
    inbox();
    const { router } = renderMessages(`${PATH}?id=m2`);
    const pane = await detail();
    expect(within(pane).getByRole("heading", { name: "Message from Karim Uddin" })).toBeTruthy();
    within(pane).getByRole("button", { name: "Close" }).focus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("region", { name: /^Message from/ })).toBeNull());
    expect(router.state.location.search).toBe("");
  });

  it("offers only the status changes the spec allows", async () => {
    inbox();
    renderMessages(`${PATH}?id=m3`);
    let pane = await detail();
    expect(within(pane).getByRole("button", { name: "Mark as Read" })).toBeTruthy();
    expect(within(pane).getByRole("button", { name: "Mark as Replied" })).toBeTruthy();

    await userEvent.click(within(await rowOf("Karim Uddin")).getByText("Karim Uddin"));
    pane = await screen.findByRole("region", { name: "Message from Karim Uddin" });
    expect(within(pane).queryByRole("button", { name: "Mark as Read" })).toBeNull();
    expect(within(pane).getByRole("button", { name: "Mark as Replied" })).toBeTruthy();

    await userEvent.click(within(await rowOf("Nasrin Akter")).getByText("Nasrin Akter"));
    pane = await screen.findByRole("region", { name: "Message from Nasrin Akter" });
    expect(within(pane).queryByRole("button", { name: "Mark as Read" })).toBeNull();
    expect(within(pane).queryByRole("button", { name: "Mark as Replied" })).toBeNull();
    expect(within(pane).getByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("marks as read, then replied, reloading the list and the unread count", async () => {
    const { calls } = inbox();
    renderMessages(`${PATH}?id=m3`);
    const pane = await detail();
    await waitFor(() => expect(unreadCount().textContent).toBe("1"));

    await userEvent.click(within(pane).getByRole("button", { name: "Mark as Read" }));
    expect(await screen.findByText("Marked as read.")).toBeTruthy();
    expect(calls).toEqual(["PUT /api/contact-messages/m3/read"]);
    await waitFor(() => expect(within(pane).getByText("Read").className).toContain("adm-status-read"));
    expect(within(await rowOf("Rahima Khatun")).getByText("Read")).toBeTruthy();
    await waitFor(() => expect(unreadCount().textContent).toBe("0"));
    expect(document.activeElement).toBe(within(pane).getByRole("heading"));

    await userEvent.click(within(pane).getByRole("button", { name: "Mark as Replied" }));
    await waitFor(() => expect(within(pane).getByText("Replied").className).toContain("adm-status-replied"));
    expect(calls).toEqual(["PUT /api/contact-messages/m3/read", "PUT /api/contact-messages/m3/replied"]);
  });

  it("asks before deleting, and deletes only when confirmed", async () => {
    const { calls } = inbox();
    renderMessages(`${PATH}?id=m2`);
    const pane = await detail();

    await userEvent.click(within(pane).getByRole("button", { name: "Delete" }));
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this message?")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls).toEqual([]);

    await userEvent.click(within(pane).getByRole("button", { name: "Delete" }));
    dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Message deleted.")).toBeTruthy();
    expect(calls).toEqual(["DELETE /api/contact-messages/m2"]);
    await waitFor(() => expect(screen.queryByText("Karim Uddin")).toBeNull());
    expect(screen.queryByRole("region", { name: /^Message from/ })).toBeNull();
  });

  it("applies bulk actions to the ticked messages, only where each is allowed", async () => {
    const { calls } = inbox();
    renderMessages();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select message from Rahima Khatun" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select message from Karim Uddin" }));
    const bar = screen.getByRole("group", { name: "Actions for the selected messages" });
    expect(within(bar).getByText("2 selected")).toBeTruthy();

    await userEvent.click(within(bar).getByRole("button", { name: "Mark as Replied" }));
    expect(await screen.findByText("2 messages marked as replied.")).toBeTruthy();
    expect(calls.sort()).toEqual([
      "PUT /api/contact-messages/m2/replied",
      "PUT /api/contact-messages/m3/replied",
    ]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Replied (3)" })).toBeTruthy());

    await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows" }));
    const again = screen.getByRole("group", { name: "Actions for the selected messages" });
    expect(within(again).getByRole("button", { name: "Mark as Read" })).toHaveProperty("disabled", true);
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete these 3 messages?")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No messages yet")).toBeTruthy();
  });

  it("filters by status and searches name, phone and text; / focuses the search", async () => {
    inbox();
    renderMessages();
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Read (1)" }));
    expect(within(await table()).queryByText("Rahima Khatun")).toBeNull();
    expect(within(await table()).getByText("Karim Uddin")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "All (3)" }));

    // user-event gives "/" no key code, which the shortcut library needs: send what a browser sends.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "/", code: "Slash" });
    const search = screen.getByRole("searchbox", { name: "Search messages" });
    expect(document.activeElement).toBe(search);
    await userEvent.type(search, "ring");
    expect(within(await table()).getByText("Karim Uddin")).toBeTruthy();
    expect(within(await table()).queryByText("Nasrin Akter")).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, "01911000111");
    expect(within(await table()).getByText("Nasrin Akter")).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, "nobody at all");
    expect(screen.getByText("No messages match the filter or the search.")).toBeTruthy();
  });

  it("opens a message from the keyboard (↓ then Enter)", async () => {
    inbox();
    renderMessages();
    const first = await rowOf("Rahima Khatun");
    first.focus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(await screen.findByRole("region", { name: "Message from Karim Uddin" })).toBeTruthy();
  });

  it("turns the actions off while offline", async () => {
    inbox();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderMessages(`${PATH}?id=m3`);
    const pane = await detail();
    for (const name of ["Mark as Read", "Mark as Replied", "Delete"]) {
      const button = within(pane).getByRole("button", { name });
      expect(button).toHaveProperty("disabled", true);
      expect(button.getAttribute("title")).toBe("Saving needs a connection");
    }
  });

  it("reopened without the server, shows the inbox and a message as this device last read them, saving off", async () => {
    storeSession({ token: "t", admin: { id: "1", username: "owner", email: "" } });
    inbox();
    const online = renderMessages();
    await rowOf("Karim Uddin");
    // The device has kept the inbox once its row is written.
    await waitFor(async () =>
      expect((await db.queries.toArray()).map(({ query }) => query.queryKey[0])).toContain(
        "listContactMessages",
      ),
    );
    online.unmount();

    fakeApi();
    renderMessages(`${PATH}?id=m3`);
    const pane = await detail();
    expect(within(pane).getByRole("heading", { name: "Message from Rahima Khatun" })).toBeTruthy();
    expect(await rowOf("Nasrin Akter")).toBeTruthy();
    expect(within(pane).getByRole("button", { name: "Delete" })).toHaveProperty("disabled", true);
  });

  it("says so when the message in the address no longer exists", async () => {
    inbox();
    renderMessages(`${PATH}?id=gone`);
    expect(await screen.findByText(/This message no longer exists/)).toBeTruthy();
  });
});
