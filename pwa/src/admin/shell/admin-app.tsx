import "./admin.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { AdminSession } from "../../data/session/stored-session";
import { keepAdminOnThisDevice } from "../../data/sync/admin-files";
import { createAdminQueryClient } from "../api/use-admin-api";
import { ConfirmProvider } from "../kit/confirm-dialog";
import { AdminLayout } from "./admin-layout";
import { AdminSessionProvider } from "./admin-session";

/** The admin for the signed-in owner; the app's router shows everyone else the 404 page. */
export function AdminApp({ session }: { session: AdminSession }) {
  // One cache per signed-in visit; what it reads stays on the device until the session ends (ADR 038).
  const [queryClient] = useState(createAdminQueryClient);
  // The owner's device keeps the admin's code, so every screen opens offline after this visit.
  useEffect(() => void keepAdminOnThisDevice(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminSessionProvider initial={session}>
        {/* The admin's look reaches its dialogs too: they are rendered inside it. */}
        <div className="admin-app">
          <ConfirmProvider>
            <AdminLayout />
          </ConfirmProvider>
        </div>
      </AdminSessionProvider>
    </QueryClientProvider>
  );
}

// Loaded with the admin, so a screen whose own code cannot load still has words for it.
export { AdminScreenError } from "./admin-screen-error";
