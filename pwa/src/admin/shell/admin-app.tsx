import "./admin.css";
import { useState } from "react";
import { NotFoundPage } from "../../site/layout/not-found-page";
import { SiteFooter } from "../../site/layout/site-footer";
import { SiteHeader } from "../../site/layout/site-header";
import { AdminLayout } from "./admin-layout";
import { AdminSessionProvider, readStoredSession } from "./admin-session";
import { ConfirmProvider } from "./confirm-dialog";
import { UnreadCountProvider } from "./unread-count";

/** /admin: the 404 page for anyone not signed in (spec section 2), the admin for the owner. */
export function AdminApp() {
  const [session] = useState(readStoredSession);
  if (!session) {
    return (
      <>
        <SiteHeader />
        <main id="main">
          <NotFoundPage />
        </main>
        <SiteFooter />
      </>
    );
  }
  return (
    <AdminSessionProvider initial={session}>
      <ConfirmProvider>
        <UnreadCountProvider>
          <AdminLayout />
        </UnreadCountProvider>
      </ConfirmProvider>
    </AdminSessionProvider>
  );
}
