import { Outlet, ScrollRestoration } from "react-router";
import { OfflineBanner } from "./offline-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { UpdatePrompt } from "./update-prompt";

export function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
