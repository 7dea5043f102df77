// Spec section 2: the owner reads dates "en-US with short month and time" (Jan 5, 2026, 3:04 PM).
const adminDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A moment as the admin writes it everywhere: messages received, activity, boards. */
export const formatAdminDate = (iso: string): string => adminDateFormat.format(new Date(iso));
