import { lazy, Suspense, useState } from "react";
import { readStoredSession } from "../data/session/stored-session";
import { NotFoundPage } from "../site/layout/not-found-page";
import { PublicLayout } from "../site/layout/public-layout";

const AdminApp = lazy(async () => ({ default: (await import("../admin/shell/admin-app")).AdminApp }));

/**
 * /admin: the public 404 page for anyone not signed in, as if there were no admin at all; the
 * admin's code loads only for a browser holding a session.
 */
export function AdminGate() {
  const [session] = useState(readStoredSession);
  if (!session) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return (
    <Suspense fallback={null}>
      <AdminApp session={session} />
    </Suspense>
  );
}
