import { lazy, Suspense, useState } from "react";
import { readStoredSession } from "../data/session/stored-session";
import { NotFoundPage } from "../site/layout/not-found-page";
import { PublicLayout } from "../site/layout/public-layout";

const adminApp = () => import("../admin/shell/admin-app");
const AdminApp = lazy(async () => ({ default: (await adminApp()).AdminApp }));
const AdminScreenError = lazy(async () => ({ default: (await adminApp()).AdminScreenError }));

/** An admin screen that could not open, said inside the admin (whose code is loaded by then). */
export function AdminScreenErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <AdminScreenError />
    </Suspense>
  );
}

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
