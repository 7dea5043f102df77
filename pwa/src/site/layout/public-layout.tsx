import type { ReactNode } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { MyListIdsProvider } from "../my-list/my-list-ids";
import { OfflineBanner } from "./offline-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { UpdatePrompt } from "./update-prompt";

/** The public frame around a page: the route's own, or `children` where the app shows one itself. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <MyListIdsProvider>
      <SiteHeader />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <ScrollRestoration />
    </MyListIdsProvider>
  );
}
