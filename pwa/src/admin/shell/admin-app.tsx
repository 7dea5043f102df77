import "./admin.css";
import type { AdminSession } from "../../data/admin-session";
import { AdminLayout } from "./admin-layout";
import { AdminSessionProvider } from "./admin-session";
import { ConfirmProvider } from "./confirm-dialog";
import { UnreadCountProvider } from "./unread-count";

/** The admin for the signed-in owner; the app's router shows everyone else the 404 page. */
export function AdminApp({ session }: { session: AdminSession }) {
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
