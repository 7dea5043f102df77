import type { ContactMessage, MessageStatus } from "#core/schemas/contact-message";

export const senderName = (message: ContactMessage): string => `${message.firstName} ${message.lastName}`;

/** The message on one line, for the table: line breaks and runs of spaces fold into one space. */
export const excerpt = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Name, phone (with or without separators) and message text, case-insensitively. */
export function matchesSearch(message: ContactMessage, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const haystack = `${senderName(message)} ${message.phone} ${message.message}`.toLowerCase();
  if (haystack.includes(needle)) return true;
  const digits = needle.replace(/\D/g, "");
  return digits.length >= 3 && message.phone.replace(/\D/g, "").includes(digits);
}

export type StatusFilter = "all" | MessageStatus;

export const STATUS_FILTERS: readonly StatusFilter[] = ["all", "unread", "read", "replied"];

export function countByStatus(messages: readonly ContactMessage[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: messages.length, unread: 0, read: 0, replied: 0 };
  for (const message of messages) counts[message.status] += 1;
  return counts;
}

/** Unread first, then read, then replied: the order in which the owner deals with them. */
export const STATUS_ORDER: Record<MessageStatus, number> = { unread: 0, read: 1, replied: 2 };
