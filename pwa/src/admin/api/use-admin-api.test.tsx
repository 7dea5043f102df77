import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { db } from "../../data/device/db";
import { fakeApi } from "../../data/testing/fake-api";
import { SAMPLE_CURSOR } from "../../data/testing/saved-copy";
import { renderInAdmin } from "../testing/render-in-admin";
import { publicPathsStaleAfter } from "./stale-after-write";
import { useAdminApi, useAdminQuery } from "./use-admin-api";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("what a write makes stale", () => {
  it("names the visitors' copies that a device keeps by path", () => {
    expect(publicPathsStaleAfter("updateJewelry")).toEqual([
      "/api/jewelry",
      "/api/jewelry/featured",
      "/api/jewelry/page",
      "/api/collections",
    ]);
    expect(publicPathsStaleAfter("updateCollection")).toEqual(["/api/collections"]);
    expect(publicPathsStaleAfter("publishRates")).toEqual(["/api/gold-rates"]);
    expect(publicPathsStaleAfter("updateSettings")).toEqual(["/api/website-settings"]);
    expect(publicPathsStaleAfter("markMessageRead")).toEqual([]);
  });
});

function FeaturedToggle() {
  const call = useAdminApi();
  const { data } = useAdminQuery("listJewelry");
  return (
    <>
      <output aria-label="Featured">{data?.filter((item) => item.featured).length ?? "…"}</output>
      <button
        type="button"
        onClick={() => void call("updateJewelry", { params: { id: "ring" }, body: { featured: true } })}
      >
        Feature
      </button>
    </>
  );
}

describe("an admin write", () => {
  it("fetches again what it changed, in the admin and in the visitors' copy on this device", async () => {
    const user = userEvent.setup();
    let featured = false;
    const requests = fakeApi((request) => {
      if (request.method === "PUT") {
        featured = true;
        return { status: 200, body: { _id: "ring", featured } };
      }
      if (request.path === "/api/jewelry") return { status: 200, body: [{ _id: "ring", featured }] };
      if (request.path === "/api/jewelry/changes") {
        const items = [jewelryItem({ _id: "ring", name: "Ring", featured })];
        return {
          status: 200,
          body: { cursor: SAMPLE_CURSOR, complete: true, items, removed: [], next: null },
        };
      }
      return { status: 200, body: [] };
    });
    renderInAdmin([{ path: "/admin", element: <FeaturedToggle /> }], "/admin");

    await waitFor(() => expect(screen.getByLabelText("Featured").textContent).toBe("0"));
    await user.click(screen.getByRole("button", { name: "Feature" }));

    await waitFor(() => expect(screen.getByLabelText("Featured").textContent).toBe("1"));
    await waitFor(async () => expect((await db.jewelry.get("ring"))?.featured).toBe(true));
    expect(requests.filter((request) => request.path === "/api/jewelry/featured")).not.toHaveLength(0);
  });
});
