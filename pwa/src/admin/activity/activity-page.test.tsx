import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { endpoints } from "#core/endpoints";
import type { ActivityAction, ActivityEntry } from "#core/schemas/activity";
import { fakeApi, json, type SentRequest } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { ActivityPage } from "./activity-page";
import { ACTIVITY_PAGE_SIZE } from "./use-activity-log";

const PATH = "/admin/activity";
const renderActivity = (entry = PATH) => renderInAdmin([{ path: PATH, element: <ActivityPage /> }], entry);

const entry = (id: number, action: ActivityAction, entityName: string, actor = "owner"): ActivityEntry => ({
  id,
  at: new Date(Date.UTC(2026, 0, 5, 12, id)).toISOString(),
  actor,
  action,
  entityType: "test",
  entityId: String(id),
  entityName,
});

/** A log of `count` catalogue updates, newest (highest id) first, answered a page at a time. */
function logOf(count: number) {
  const all = Array.from({ length: count }, (_, i) =>
    entry(count - i, "jewelry.updated", `Item ${count - i}`),
  );
  return fakeApi(({ path, search }) => {
    if (path !== "/api/admin/activity") return { status: 404, body: { error: "Not found" } };
    const query = new URLSearchParams(search);
    const before = Number(query.get("before") ?? Number.POSITIVE_INFINITY);
    const limit = Number(query.get("limit"));
    return json(all.filter((e) => e.id < before).slice(0, limit));
  });
}

const activityRequests = (requests: SentRequest[]) =>
  requests.filter((request) => request.path === "/api/admin/activity").map((request) => request.search);

describe("the activity log", () => {
  it("tells who did what and when, newest first, with each entry's kind", async () => {
    fakeApi(({ path }) =>
      path === "/api/admin/activity"
        ? json([
            entry(3, "admin.sign-in-failed", "198.51.100.9", "root"),
            entry(2, "admin.signed-in", "Chrome 131, Android 14"),
            entry(1, "settings.updated", "Footer"),
          ])
        : { status: 404, body: {} },
    );
    renderActivity();
    const table = await screen.findByRole("table", { name: "Activity, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Jan 5, 2026, 12:03 PM", "A login as “root” failed from 198.51.100.9", "Logins"],
      ["Jan 5, 2026, 12:02 PM", "owner logged in on Chrome 131, Android 14", "Logins"],
      ["Jan 5, 2026, 12:01 PM", "owner updated the Footer settings", "Website settings"],
    ]);
    expect(screen.getByText("That is everything the log holds for this filter.")).toBeTruthy();
  });

  it("asks the server for one kind, keeping the choice in the address", async () => {
    const requests = logOf(3);
    const { router } = renderActivity();
    await screen.findByRole("table");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Logins");
    await waitFor(() => expect(activityRequests(requests).at(-1)).toBe("?limit=50&kind=sign-ins"));
    expect(router.state.location.search).toBe("?kind=sign-ins");
  });

  it("searches once the owner pauses typing, and a reload keeps the words", async () => {
    const requests = logOf(3);
    const { router } = renderActivity(`${PATH}?q=kolka`);
    const box = await screen.findByRole("searchbox", { name: "Search by who or what" });
    expect((box as HTMLInputElement).value).toBe("kolka");
    await waitFor(() => expect(activityRequests(requests)).toEqual(["?limit=50&search=kolka"]));
    await userEvent.clear(box);
    await userEvent.type(box, "Rahima");
    await waitFor(() => expect(router.state.location.search).toBe("?q=Rahima"));
    await waitFor(() => expect(activityRequests(requests).at(-1)).toBe("?limit=50&search=Rahima"));
    // Typing asked once for the words, not once per letter.
    expect(activityRequests(requests).filter((search) => search.includes("search=R"))).toHaveLength(1);
    // Esc clears the words, and the log shows everything again.
    await userEvent.type(box, "{Escape}");
    expect((box as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows older entries a page at a time until the log ends", async () => {
    const requests = logOf(ACTIVITY_PAGE_SIZE + 2);
    renderActivity();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(ACTIVITY_PAGE_SIZE + 1);
    await userEvent.click(screen.getByRole("button", { name: "Show older" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(ACTIVITY_PAGE_SIZE + 3));
    expect(activityRequests(requests).at(-1)).toBe("?limit=50&before=3");
    expect(screen.queryByRole("button", { name: "Show older" })).toBeNull();
    expect(screen.getByText("That is everything the log holds for this filter.")).toBeTruthy();
  });

  it("says when nothing matches the filter", async () => {
    fakeApi(({ path }) => (path === endpoints.activity.path ? json([]) : "network-error"));
    renderActivity(`${PATH}?kind=rates`);
    expect(await screen.findByText("Nothing matches this filter.")).toBeTruthy();
  });

  it("offers a retry when the server cannot be reached", async () => {
    fakeApi();
    renderActivity();
    expect(
      await screen.findByText("The server cannot be reached. Check the connection and try again."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
