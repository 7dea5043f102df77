import { useAdminQuery } from "../api/use-admin-api";

const REFRESH_MS = 60_000;

/**
 * The unread count beside "Contact Messages": the inbox's own query, so it is fetched again every
 * minute and after each change to a message, and stays null until the first answer.
 */
export function useUnreadCount(): number | null {
  const { data } = useAdminQuery("listContactMessages", { refetchInterval: REFRESH_MS });
  return data ? data.filter((message) => message.status === "unread").length : null;
}

/** The visitors' lists sent to the inbox and not yet marked replied: the enquiries still to answer. */
export function useOpenEnquiryCount(): number | null {
  const { data } = useAdminQuery("listContactMessages", { refetchInterval: REFRESH_MS });
  return data ? data.filter((message) => message.pieces && message.status !== "replied").length : null;
}
