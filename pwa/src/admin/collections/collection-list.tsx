import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { isShown } from "#core/collection-rules";
import { inLanguage } from "#core/in-language";
import { pathInLanguage } from "#core/language";
import { collectionPath } from "#core/public-pages";
import type { Collection } from "#core/schemas/collection";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { JewelryThumbnail } from "../jewelry/jewelry-thumbnail";
import { Button, buttonLook } from "../kit/button";
import { OnlineButton } from "../kit/online-button";
import styles from "./collections-admin.module.css";

interface Props {
  collections: readonly Collection[];
  onEdit: (collection: Collection) => void;
  onDelete: (collection: Collection) => void;
}

/** The collections in the order the site shows them: cover, names, address, pieces and actions. */
export function CollectionList({ collections, onEdit, onDelete }: Props) {
  if (collections.length === 0) return <p className={styles.noPieces}>{t("adminCollections.empty")}</p>;
  const language = pageLanguage();
  return (
    <ul className={styles.list} aria-label={t("adminCollections.title")}>
      {collections.map((collection) => {
        const name = inLanguage(collection, language).name;
        const other = inLanguage(collection, language === "en" ? "bn" : "en").name;
        const address = pathInLanguage(collectionPath(collection.slug), language);
        return (
          <li key={collection._id} className={styles.row}>
            <JewelryThumbnail src={collection.cover} size={48} />
            <span className={styles.names}>
              <span className={styles.name}>{name}</span>
              {other !== name && <span className="adm-hint">{other}</span>}
            </span>
            <code className={styles.address}>{address}</code>
            <span className={isShown(collection) ? styles.count : `${styles.count} adm-error`}>
              {isShown(collection)
                ? t("adminCollections.pieceCount", { count: collection.pieceIds.length })
                : t("adminCollections.noPiecesYet")}
            </span>
            <span className={styles.actions}>
              <Button
                size="small"
                onClick={() => onEdit(collection)}
                aria-label={t("adminCollections.editNamed", { name: collection.name })}
              >
                <Pencil size={13} aria-hidden="true" />
                {t("adminCollections.edit")}
              </Button>
              {isShown(collection) && (
                <a
                  className={buttonLook({ size: "small", kind: "ghost" })}
                  href={address}
                  target="_blank"
                  rel="noopener"
                  aria-label={t("adminCollections.viewNamed", { name: collection.name })}
                >
                  <ExternalLink size={13} aria-hidden="true" />
                  {t("adminCollections.view")}
                </a>
              )}
              <OnlineButton
                size="small"
                kind="ghost"
                aria-label={t("adminCollections.deleteNamed", { name: collection.name })}
                onClick={() => onDelete(collection)}
              >
                <Trash2 size={13} aria-hidden="true" />
                {t("admin.common.delete")}
              </OnlineButton>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
