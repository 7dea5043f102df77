import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import type { ContactMessage } from "#core/schemas/contact-message";
import { useAdminApi } from "./use-admin-api";

const REFRESH_MS = 60_000;

const UnreadContext = createContext<{ unread: number | null; refresh: () => void }>({
  unread: null,
  refresh: () => {},
});

/** The unread count beside "Contact Messages", kept fresh every minute and after each change. */
export function UnreadCountProvider({ children }: { children: ReactNode }) {
  const call = useAdminApi();
  const [unread, setUnread] = useState<number | null>(null);
  const refresh = useCallback(() => {
    call("listContactMessages").then(
      (messages: ContactMessage[]) => setUnread(messages.filter((m) => m.status === "unread").length),
      () => {},
    );
  }, [call]);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return <UnreadContext.Provider value={{ unread, refresh }}>{children}</UnreadContext.Provider>;
}

export const useUnreadCount = () => useContext(UnreadContext);
