import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AdminSessionProvider } from "../admin-shell/admin-session";
import { ConfirmProvider } from "../admin-shell/confirm-dialog";
import { UnreadCountProvider, useUnreadCount } from "../admin-shell/unread-count";

export type Handler = (method: string, path: string) => { status: number; body: unknown } | "network-error";

/** Stubs fetch with a tiny fake server; unknown paths answer 404 like the real one. */
export function stubServer(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const answer = handler((init?.method ?? "GET").toUpperCase(), url.pathname);
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Shows the sidebar's unread count, as the admin layout does, so tests can see it refresh. */
function UnreadProbe() {
  const { unread } = useUnreadCount();
  return <output aria-label="Unread count">{unread ?? ""}</output>;
}

/** Renders a screen inside the admin's providers at the given address, signed in as "owner". */
export function renderInAdmin(path: string, screen: ReactNode, initialEntry = path) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminSessionProvider initial={{ token: "t", admin: { id: "1", username: "owner", email: "" } }}>
            <ConfirmProvider>
              <UnreadCountProvider>
                <UnreadProbe />
                <Outlet />
              </UnreadCountProvider>
            </ConfirmProvider>
          </AdminSessionProvider>
        ),
        children: [
          { path, element: screen },
          { path: "*", element: <p>Another admin screen</p> },
        ],
      },
      { path: "/admin/login", element: <p>Login page</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
