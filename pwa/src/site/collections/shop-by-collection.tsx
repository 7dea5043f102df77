import { Link } from "react-router";
import { isShown } from "#core/collection-rules";
import { endpoints } from "#core/endpoints";
import { inLanguage } from "#core/in-language";
import { collectionPath } from "#core/public-pages";
import type { Collection } from "#core/schemas/collection";
import { usePublicRead } from "../../data/api/public-reads";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { Photo } from "../../shared/ui/photo";
import { PLACEHOLDER_IMAGE } from "../catalogue/jewelry-card/product-image";
import { pieceCount } from "./piece-count";
import styles from "./shop-by-collection.module.css";

/**
 * A cover's width, for `sizes`, from shop-by-collection.module.css: 44% of a phone's row, a third of
 * the page (less its padding and two 20 px gaps) from 640 px, and 40% of that beside the card's
 * words from 960 px, in a page at most 1200 px wide.
 */
const COVER_SIZES =
  "(min-width: 1200px) 154px, (min-width: 960px) calc((100vw - 88px) * 2 / 15), (min-width: 640px) calc((100vw - 88px) / 3), 44vw";

/**
 * The home page's row of collections (Bridal, Everyday, Gifts), each a card with its cover and name
 * leading to its page. Nothing shows until there is a collection with pieces to show.
 */
export function ShopByCollection() {
  const read = usePublicRead<Collection[]>(endpoints.listCollections.path);
  const shown = read.data?.filter(isShown) ?? [];
  if (shown.length === 0) return null;
  const language = pageLanguage();

  return (
    <section className={styles.section} aria-labelledby="home-collections">
      <div className="container">
        <h2 id="home-collections">{t("collections.shopBy")}</h2>
        <p className={styles.intro}>{t("collections.shopByIntro")}</p>
        <ul className={styles.row}>
          {shown.map((stored) => {
            const collection = inLanguage(stored, language);
            return (
              <li key={collection._id}>
                <Link to={collectionPath(collection.slug)} className={styles.card}>
                  <span className={styles.cover}>
                    <Photo
                      src={collection.cover || PLACEHOLDER_IMAGE}
                      alt=""
                      width={400}
                      height={500}
                      sizes={COVER_SIZES}
                      loading="lazy"
                      decoding="async"
                    />
                  </span>
                  <span className={styles.text}>
                    <h3 className={styles.name}>{collection.name}</h3>
                    <span className={styles.count}>{pieceCount(collection.pieceIds.length)}</span>
                    {collection.description && (
                      <span className={styles.description}>{collection.description}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
