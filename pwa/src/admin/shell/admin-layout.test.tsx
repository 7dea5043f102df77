import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Answer, fakeApi, type SentRequest } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { AdminLayout } from "./admin-layout";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderLayout(logout: () => Answer) {
  localStorage.setItem("adminToken", "t");
  localStorage.setItem("adminData", JSON.stringify({ id: "1", username: "owner", email: "" }));
  const requests = fakeApi((request) => {
    if (request.path === "/api/admin/logout") return logout();
    if (request.path === "/api/admin/session")
      return { status: 200, body: { admin: { id: "1", username: "owner", email: "shop@shonali.example" } } };
    return { status: 200, body: [] };
  });
  renderInAdmin(
    [{ path: "/admin", element: <AdminLayout />, children: [{ index: true, element: null }] }],
    "/admin",
  );
  return requests;
}

const authorizationOf = (requests: SentRequest[], path: string) =>
  requests.find((request) => request.path === path)?.headers.get("authorization");

describe("Logout", () => {
  it("ends the session on the server, then forgets it in this browser", async () => {
    const user = userEvent.setup();
    const requests = renderLayout(() => ({ status: 200, body: { signedOut: true } }));
    await user.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByText("Login page")).toBeTruthy();
    expect(requests.filter((request) => request.path === "/api/admin/logout")).toMatchObject([
      { method: "POST" },
    ]);
    expect(authorizationOf(requests, "/api/admin/logout")).toBe("Bearer t");
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(localStorage.getItem("adminData")).toBeNull();
  });

  it("forgets the session in this browser even when the server cannot be reached", async () => {
    const user = userEvent.setup();
    renderLayout(() => "network-error");
    await user.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByText("Login page")).toBeTruthy();
    expect(localStorage.getItem("adminToken")).toBeNull();
  });
});

describe("the admin's details", () => {
  it("are read afresh from the server, so a change made on another device shows", async () => {
    renderLayout(() => ({ status: 200, body: { signedOut: true } }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem("adminData") ?? "{}").email).toBe("shop@shonali.example"),
    );
  });
});

describe("the language switch", () => {
  it("opens the same screen in Bengali from the title bar", async () => {
    renderLayout(() => ({ status: 200, body: { signedOut: true } }));
    const link = await screen.findByRole("link", { name: "বাংলা" });
    expect(link.getAttribute("href")).toBe("/bn/admin");
    expect(link.getAttribute("hreflang")).toBe("bn");
  });
});
