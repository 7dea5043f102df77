import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Outlet, type RouteObject } from "react-router";
import { renderRoutes } from "../../shared/testing/render-routes";
import { createAdminQueryClient } from "../api/use-admin-api";
import { ConfirmProvider } from "../kit/confirm-dialog";
import { AdminSessionProvider } from "../shell/admin-session";
import { useUnreadCount } from "../shell/unread-count";

/** Shows the sidebar's unread count, as the admin layout does, so tests can see it refresh. */
function UnreadProbe() {
  const unread = useUnreadCount();
  return <output aria-label="Unread count">{unread ?? ""}</output>;
}

/**
 * Renders admin routes inside the admin's providers and its main landmark, signed in as "owner",
 * with a query cache of their own. Any other admin address shows a stand-in screen; the login page
 * is outside the session.
 */
export function renderInAdmin(routes: RouteObject[], entry: string) {
  const client = createAdminQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderRoutes(
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
    entry,
    { wrapper },
  );
}
