import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../data/device/db";
import { ADMIN_READ_PREFIX } from "../../data/device/device-names";
import { storedQuery } from "../../data/device/stored-query";
import { storeSession } from "../../data/session/stored-session";
import { type Answer, fakeApi, laterAnswer } from "../../data/testing/fake-api";
import { useAdminSession } from "../shell/admin-session";
import { renderInAdmin } from "../testing/render-in-admin";
import { describeError, useAdminQuery } from "./use-admin-api";

const OWNER = { token: "t", admin: { id: "1", username: "owner", email: "" } };

/** The inbox as a screen of the admin reads it, and the way out the admin offers. */
function Inbox({ keptCopy }: { keptCopy?: boolean }) {
  const { data, error } = useAdminQuery("listContactMessages", { keptCopy });
  const { signOut } = useAdminSession();
  return (
    <>
      <output aria-label="Messages">{data ? data.map((m) => m.firstName).join(", ") : "…"}</output>
      {error ? <p role="alert">{describeError(error, "failed")}</p> : null}
      <button type="button" onClick={() => void signOut()}>
        Logout
      </button>
    </>
  );
}

const openInbox = (keptCopy?: boolean) =>
  renderInAdmin([{ path: "/admin", element: <Inbox keptCopy={keptCopy} /> }], "/admin");
const shown = () => screen.getByLabelText("Messages").textContent;
const keptRows = async () =>
  (await db.queries.toArray()).filter((row) => row.key.startsWith(`${ADMIN_READ_PREFIX}-`));
const inbox = (names: string[]): Answer => ({
  status: 200,
  body: names.map((firstName, at) => ({
    _id: `m${at}`,
    firstName,
    lastName: "Akter",
    phone: "01711-234567",
    message: "Is the bridal set in stock?",
    status: "unread",
    createdAt: "2026-01-05T12:00:00.000Z",
  })),
});

/** The owner reads the inbox online, and the device has kept it. */
async function readOnline() {
  fakeApi((request) => (request.path === "/api/contact-messages" ? inbox(["Nasrin"]) : "network-error"));
  openInbox();
  await waitFor(() => expect(shown()).toBe("Nasrin"));
  await waitFor(async () => expect(await keptRows()).toHaveLength(1));
}

/** The admin closed and opened again: a new cache, nothing in memory. */
function restart(answer: (path: string) => Answer, keptCopy?: boolean) {
  cleanup();
  fakeApi((request) => answer(request.path));
  openInbox(keptCopy);
}

beforeEach(() => storeSession(OWNER));
afterEach(() => vi.unstubAllGlobals());

describe("the admin's reads on the device", () => {
  it("shows what the device last read when the admin reopens without the server", async () => {
    await readOnline();
    restart(() => "network-error");
    await waitFor(() => expect(shown()).toBe("Nasrin"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("never answers from the device a read that wants the server's answer alone", async () => {
    await readOnline();
    restart(() => "network-error", false);
    expect((await screen.findByRole("alert")).textContent).toMatch(/server/i);
    expect(shown()).toBe("…");
  });

  it("asks the server first: online, its answer is shown and kept", async () => {
    await readOnline();
    restart((path) => (path === "/api/contact-messages" ? inbox(["Nasrin", "Rahima"]) : "network-error"));
    await waitFor(() => expect(shown()).toBe("Nasrin, Rahima"));
    await waitFor(async () => expect((await keptRows())[0]?.query.state.data).toHaveLength(2));
  });

  it("shows the server's refusal, not the kept copy, when the server answers with an error", async () => {
    await readOnline();
    restart(() => ({ status: 503, body: { error: "The shop's server is restarting." } }));
    expect((await screen.findByRole("alert")).textContent).toBe("The shop's server is restarting.");
    expect(shown()).toBe("…");
  });

  it("are wiped when the owner signs out, and nothing is shown offline after", async () => {
    const user = userEvent.setup();
    await readOnline();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(async () => expect(await keptRows()).toHaveLength(0));
    storeSession(OWNER);
    restart(() => "network-error");
    expect((await screen.findByRole("alert")).textContent).toMatch(/cannot be reached/);
    expect(shown()).toBe("…");
  });

  it("are wiped when the server says the session has ended", async () => {
    await readOnline();
    restart(() => ({ status: 401, body: { error: "Your session has expired. Please sign in again." } }));
    await screen.findByText("Login page");
    await waitFor(async () => expect(await keptRows()).toHaveLength(0));
  });

  it("leaves the site's own copies on the device", async () => {
    await db.queries.put(storedQuery("/api/gold-rates", { status: 200, data: {}, etag: null }, 0));
    await readOnline();
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(async () => expect(await keptRows()).toHaveLength(0));
    expect(await db.queries.count()).toBe(1);
  });

  it("never keeps an answer that arrives after the owner signed out", async () => {
    const user = userEvent.setup();
    const late = laterAnswer();
    fakeApi((request) => (request.path === "/api/contact-messages" ? late.answer : "network-error"));
    openInbox();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    late.give(inbox(["Nasrin"]));
    // A write would follow the answer within a task or two: give it ample time not to happen.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await keptRows()).toHaveLength(0);
  });
});
