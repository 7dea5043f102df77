import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AdminSessionProvider } from "./admin-session";
import { ConfirmProvider } from "./confirm-dialog";
import { useUnreadCount } from "./unread-count";
import { createAdminQueryClient } from "./use-admin-api";

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export type Answer = { status: number; body: unknown } | "network-error";

export type ApiHandler = (request: SentRequest) => Answer | Promise<Answer>;

/** Stubs fetch with a fake API: every request is recorded; the handler answers, or the request fails like the network. */
export function stubApi(handler: ApiHandler): SentRequest[] {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://shop.test");
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const request = { method: (init?.method ?? "GET").toUpperCase(), path: url.pathname, body };
      requests.push(request);
      const answer = await handler(request);
      if (answer === "network-error") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return requests;
}

/** Shows the sidebar's unread count, as the admin layout does, so tests can see it refresh. */
function UnreadProbe() {
  const unread = useUnreadCount();
  return <output aria-label="Unread count">{unread ?? ""}</output>;
}

/**
 * Renders admin routes inside the admin's providers and its main landmark, signed in as "owner".
 * Any other admin address shows a stand-in screen; the login page is outside the session.
 */
export function renderInAdmin(routes: RouteObject[], initialEntry: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminSessionProvider initial={{ token: "t", admin: { id: "1", username: "owner", email: "" } }}>
            <ConfirmProvider>
              <UnreadProbe />
              <main>
                <Outlet />
              </main>
            </ConfirmProvider>
          </AdminSessionProvider>
        ),
        children: [...routes, { path: "*", element: <p>Another admin screen</p> }],
      },
      { path: "/admin/login", element: <p>Login page</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={createAdminQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
