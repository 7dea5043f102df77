import type { ReactNode } from "react";
import { t } from "../../i18n/messages";

/** A link to another site: a new tab, no opener, no referrer, and said so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("contact.newTab")}</span>
    </a>
  );
}
