import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { AdminScreenError } from "./admin-screen-error";

// A screen whose code cannot load, as a lazy route offline, under the boundary the admin's routes have.
const failingScreen = [
  {
    errorElement: <AdminScreenError />,
    children: [
      {
        path: "/admin/rates",
        lazy: async () => {
          throw new TypeError("Failed to fetch dynamically imported module");
        },
      },
    ],
  },
];

describe("an admin screen that cannot open", () => {
  afterEach(() => vi.restoreAllMocks());

  it("offline, says it is not on this device yet, inside the admin, with nothing to click that cannot help", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderInAdmin(failingScreen, "/admin/rates");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This screen is not on this device yet" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("It opens once the connection is back");
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
    expect(screen.getByRole("main").contains(screen.getByRole("alert"))).toBe(true);
  });

  it("online, offers to reload the newer admin", async () => {
    fakeApi(() => json([]));
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderInAdmin(failingScreen, "/admin/rates");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This screen could not be opened" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });
});
