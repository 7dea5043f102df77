import { render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { AdminSessionProvider } from "../admin-shell/admin-session";
import { ConfirmProvider } from "../admin-shell/confirm-dialog";
import { AccountPage } from "./account-page";
import { SettingsLayout } from "./settings-layout";
import { SettingsSectionPage } from "./settings-section-page";

export interface Request {
  method: string;
  path: string;
  body: unknown;
}

export type Answer = { status: number; body: unknown } | "network-error";

/** A fake API: every request is recorded; the handler answers, or the request fails like the network. */
export function stubApi(handler: (request: Request) => Answer) {
  const requests: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://shop.test");
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const request = { method: (init?.method ?? "GET").toUpperCase(), path: url.pathname, body };
      requests.push(request);
      const answer = handler(request);
      if (answer === "network-error") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return requests;
}

/** A settings server that stores each section it is sent, as the real one does. */
export function settingsServer(initial: WebsiteSettings = structuredClone(settingsDefaults)) {
  const state = { settings: initial };
  const requests = stubApi(({ method, path, body }) => {
    if (method === "GET" && path === "/api/website-settings") return { status: 200, body: state.settings };
    const match = path.match(/^\/api\/website-settings\/(\w+)$/);
    if (method === "PUT" && match?.[1]) {
      const section = match[1] as keyof WebsiteSettings;
      state.settings = { ...state.settings, [section]: (body as Record<string, unknown>)[section] };
      return { status: 200, body: state.settings };
    }
    return { status: 404, body: { error: "Not found" } };
  });
  return { state, requests };
}

/** The Website Settings routes inside the admin's providers, signed in as "owner". */
export function renderSettings(initialEntry: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminSessionProvider initial={{ token: "t", admin: { id: "1", username: "owner", email: "" } }}>
            <ConfirmProvider>
              <Outlet />
            </ConfirmProvider>
          </AdminSessionProvider>
        ),
        children: [
          {
            path: "/admin/settings",
            element: <SettingsLayout />,
            children: [
              { path: "messages", element: <p>Messages screen</p> },
              { path: "account", element: <AccountPage /> },
              { path: ":section", element: <SettingsSectionPage /> },
            ],
          },
        ],
      },
      { path: "/admin/login", element: <p>Login page</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
