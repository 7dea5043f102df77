import { useMemo } from "react";
import { inLanguage } from "#core/in-language";
import { pathInLanguage } from "#core/language";
import { itemPath } from "#core/public-pages";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { ExternalLink } from "../../shared/ui/external-link";
import { useAdminQuery } from "../api/use-admin-api";
import { JewelryThumbnail } from "../jewelry/jewelry-thumbnail";
import styles from "./messages-page.module.css";

/**
 * The pieces a visitor's list asked about, in their order: each as the catalogue has it now, its page
 * a tap away; one sold or deleted since says so by its id.
 */
export function MessagePieces({ ids }: { ids: readonly string[] }) {
  const catalogue = useAdminQuery("listJewelry").data;
  const byId = useMemo(() => new Map((catalogue ?? []).map((item) => [item._id, item])), [catalogue]);
  return (
    <section className={styles.pieces} aria-label={t("adminInbox.pieces", { count: ids.length })}>
      <h3>{t("adminInbox.pieces", { count: ids.length })}</h3>
      <ol>
        {ids.map((id) => {
          const item = byId.get(id);
          const name = item ? inLanguage(item, pageLanguage()).name : null;
          return (
            <li key={id}>
              <JewelryThumbnail src={item?.imageUrl ?? ""} />
              {item && name ? (
                <span>
                  <ExternalLink href={pathInLanguage(itemPath(id), pageLanguage())}>{name}</ExternalLink>
                  <span className={styles.pieceWeight}>
                    {t("adminInbox.pieceWeight", { grams: item.weight, purity: item.purity })}
                  </span>
                </span>
              ) : (
                <span className={styles.pieceGone}>
                  {catalogue ? t("adminInbox.pieceGone", { id }) : t("adminInbox.pieceLoading")}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
