import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActivityEntry } from "#core/schemas/activity";
import type { ContactMessage } from "#core/schemas/contact-message";
import type { JewelryItem } from "#core/schemas/jewelry";
import { type Answer, byPath, fakeApi, json } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { DashboardPage } from "./dashboard-page";

const item = (id: string, category: JewelryItem["category"], featured = false): JewelryItem => ({
  _id: id,
  name: `Item ${id}`,
  description: "",
  category,
  metal: "Gold",
  purity: "22K",
  weight: 10,
  imageUrl: "https://example.com/a.jpg",
  images: [],
  featured,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const jewelry = [item("1", "Ring", true), item("2", "Ring"), item("3", "Necklace", true), item("4", "Chain")];
const unread = { status: "unread" } as ContactMessage;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const activity: ActivityEntry[] = [
  {
    id: 2,
    at: minutesAgo(5),
    actor: "owner",
    action: "settings.updated",
    entityType: "settings",
    entityId: "homePage",
    entityName: "Home Page",
  },
  {
    id: 1,
    at: minutesAgo(3 * 60),
    actor: "owner",
    action: "jewelry.created",
    entityType: "jewelry",
    entityId: "9",
    entityName: "Kolka Pendant",
  },
];

const server = (overrides: Record<string, Answer> = {}) =>
  byPath(
    {
      "/api/jewelry": json(jewelry),
      "/api/jewelry/featured": json(jewelry.filter((i) => i.featured)),
      "/api/admin/activity": json(activity),
      "/api/contact-messages": json([unread, unread, { status: "read" }]),
      ...overrides,
    },
    json({ error: "Not found" }, 404),
  );

const renderDashboard = () => renderInAdmin([{ path: "/admin", element: <DashboardPage /> }], "/admin");

const stat = async (label: string) => {
  const overview = await screen.findByRole("list", { name: "Overview" });
  const entry = within(overview).getByText(label).parentElement;
  if (!entry) throw new Error(`no card ${label}`);
  return entry;
};
const expectCount = async (label: string, value: string) =>
  waitFor(async () => expect((await stat(label)).textContent).toBe(`${label}${value}`));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("DashboardPage", () => {
  it("shows the catalogue counts and the unread messages", async () => {
    fakeApi(server());
    renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    await expectCount("Total Jewelry Items", "4");
    await expectCount("Featured Items", "2");
    await expectCount("Categories", "3");
    await expectCount("Unread Messages", "2");
    expect(screen.queryByText(/Development Mode/)).toBeNull();
  });

  it("links the quick actions and the unread card where they say", async () => {
    fakeApi(server());
    const { router } = renderDashboard();
    const actions = await screen.findByRole("region", { name: "Quick Actions" });
    const href = (name: string | RegExp) => within(actions).getByRole("link", { name }).getAttribute("href");
    expect(href("Add New Jewelry")).toBe("/admin/jewelry/new");
    expect(href("Manage Jewelry")).toBe("/admin/jewelry");
    expect(href("Website Settings")).toBe("/admin/settings/home-page");
    expect(href("View Messages")).toBe("/admin/settings/messages");
    const site = within(actions).getByRole("link", { name: /View Website/ });
    expect(site.getAttribute("href")).toBe("/");
    expect(site.getAttribute("target")).toBe("_blank");

    await userEvent.click(screen.getByRole("link", { name: /Unread Messages/ }));
    expect(router.state.location.pathname).toBe("/admin/settings/messages");
  });

  it("tells the recent activity in sentences, with how long ago and the exact time", async () => {
    fakeApi(server());
    renderDashboard();
    const region = await screen.findByRole("region", { name: "Recent Activity" });
    const items = await within(region).findAllByRole("listitem");
    expect(items.map((li) => li.firstChild?.textContent)).toEqual([
      "owner updated the Home Page settings",
      "owner added “Kolka Pendant”",
    ]);
    const when = within(items[0] as HTMLElement).getByText("5 minutes ago");
    expect(when.tagName).toBe("TIME");
    expect(when.getAttribute("dateTime")).toBe(activity[0]?.at);
    expect(when.getAttribute("title")).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(within(items[1] as HTMLElement).getByText("3 hours ago")).toBeTruthy();
  });

  it('says "No activity yet" when the log is empty', async () => {
    fakeApi(server({ "/api/admin/activity": json([]) }));
    renderDashboard();
    expect(await screen.findByText("No activity yet")).toBeTruthy();
  });

  it.each([
    ["no connection", "network-error" as const],
    ["a server failure", { status: 503, body: { error: "Service Unavailable" } }],
  ])(
    "shows the Development Mode notice with zero counts on %s, and Retry loads again",
    async (_, failure) => {
      let down = true;
      fakeApi((request) => (down ? failure : server()(request)));
      renderDashboard();
      const notice = await screen.findByRole("alert");
      expect(notice.textContent).toContain(
        "Development Mode: the server cannot be reached, so the figures below show zero. Check that the server is running.",
      );
      await expectCount("Total Jewelry Items", "0");
      await expectCount("Featured Items", "0");
      await expectCount("Categories", "0");
      await expectCount("Unread Messages", "0");

      down = false;
      await userEvent.click(within(notice).getByRole("button", { name: "Retry" }));
      await expectCount("Total Jewelry Items", "4");
      expect(screen.queryByRole("alert")).toBeNull();
    },
  );

  it("shows the server's words, not Development Mode, when it answers with a refusal", async () => {
    fakeApi(server({ "/api/jewelry": json({ error: "Bad filter" }, 400) }));
    renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Bad filter");
    expect(alert.textContent).not.toContain("Development Mode");
  });

  it("shows the last backup, warning when none has succeeded in two days", async () => {
    const createdAt = new Date(Date.now() - 49 * 60 * 60 * 1000).toISOString();
    fakeApi(
      server({
        "/api/admin/backups": json({
          backups: [{ name: "shop-old", createdAt, size: 1_500_000, photos: 12 }],
          retention: { keepDaily: 14, keepWeekly: 8 },
          lastFailure: null,
          offsite: { enabled: false, copying: false, lastCopy: null },
        }),
      }),
    );
    renderDashboard();
    const card = await screen.findByRole("region", { name: "Last Backup" });
    await waitFor(() => expect(card.textContent).toContain("1.5 MB · 12 photos"));
    expect(within(card).getByRole("alert").textContent).toBe(
      "No backup has succeeded in the last 48 hours. Back up now and check the server's disk.",
    );
    expect(within(card).getByRole("link", { name: "Manage backups" }).getAttribute("href")).toBe(
      "/admin/backups",
    );
  });
});
