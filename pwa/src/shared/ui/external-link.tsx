import type { ReactNode } from "react";
import { t } from "../../i18n/messages";

/** A link that opens a new tab, with no opener and no referrer, and says so to screen readers. */
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
      <span className="visually-hidden"> {t("link.newTab")}</span>
    </a>
  );
}
