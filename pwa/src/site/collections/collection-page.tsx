import { ArrowRight } from "lucide-react";
import { Link, useParams } from "react-router";
import { buildPath, endpoints } from "#core/endpoints";
import { inLanguage } from "#core/in-language";
import { PUBLIC_PAGES } from "#core/public-pages";
import type { CollectionWithPieces } from "#core/schemas/collection";
import { usePublicRead } from "../../data/api/public-reads";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { useDocumentTitle } from "../../shared/document-title";
import { PageState } from "../../shared/ui/page-state";
import { Spinner } from "../../shared/ui/spinner";
import { JewelryCard } from "../catalogue/jewelry-card/jewelry-card";
import { JewelryGrid } from "../catalogue/jewelry-card/jewelry-grid";
import styles from "./collection-page.module.css";
import { pieceCount } from "./piece-count";

/** How many cards on a collection's first screen load their photos at once: a phone's first two rows. */
const EAGER_CARDS = 4;

/** One collection: its name and words, then its pieces in the owner's order, from the device's copy first. */
export function CollectionPage() {
  const { slug = "" } = useParams();
  const read = usePublicRead<CollectionWithPieces>(buildPath(endpoints.getCollection.path, { slug }));
  const collection = read.data && inLanguage(read.data, pageLanguage());
  const notFound = read.errorStatus === 404;
  useDocumentTitle(
    collection ? collection.name : notFound ? t("collections.notFoundTitle") : t("collections.title"),
  );

  if (notFound) {
    return (
      <div className={`container ${styles.notFound}`}>
        <h1>{t("collections.notFoundTitle")}</h1>
        <p>{t("collections.notFoundText")}</p>
        <Link to={PUBLIC_PAGES.jewelry} className="button button-primary">
          {t("collections.seeAll")}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    );
  }

  if (!collection) {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className="visually-hidden">{t("collections.title")}</h1>
        {read.status === "error" ? (
          <PageState offline={read.offline} onRetry={read.retry} />
        ) : (
          <div className={styles.loading}>
            <Spinner label={t("collections.loading")} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t("collections.title")}</p>
        <h1>{collection.name}</h1>
        {collection.description && <p className={styles.intro}>{collection.description}</p>}
        <p className={styles.count}>{pieceCount(collection.pieces.length)}</p>
      </header>
      <JewelryGrid label={collection.name} balanced>
        {collection.pieces.map((item, index) => (
          <JewelryCard key={item._id} item={item} headingLevel={2} priority={index < EAGER_CARDS} />
        ))}
      </JewelryGrid>
      <p className={styles.more}>
        <Link to={PUBLIC_PAGES.jewelry} className="button button-secondary">
          {t("collections.seeAll")}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </p>
    </div>
  );
}
