import { ChevronLeft, ChevronRight } from "lucide-react";
import { memo, useContext, useMemo } from "react";
import { Link } from "react-router";
import { inLanguage } from "#core/in-language";
import { stripMarkdown, truncateText } from "#core/markdown-text";
import { itemPath } from "#core/public-pages";
import type { JewelryItem } from "#core/schemas/jewelry";
import { gramsToWeight } from "#core/units";
import { formatPieceGrams } from "../../../i18n/format";
import { categoryName, metalName, purityName } from "../../../i18n/jewelry-terms";
import { t } from "../../../i18n/messages";
import { pageLanguage } from "../../../i18n/page-language";
import { MyListToggle } from "../../my-list/my-list-toggle";
import { HighlightedText } from "../highlighted-text";
import { FeaturedBadge } from "./featured-badge";
import styles from "./jewelry-card.module.css";
import { itemImages } from "./jewelry-format";
import { CardImageSizes } from "./jewelry-grid";
import { ProductImage } from "./product-image";
import { useImageCarousel } from "./use-image-carousel";

/** Spec: card descriptions are cut to 100 characters. */
export const CARD_DESCRIPTION_LENGTH = 100;
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 500;

const NOTHING_FOUND: readonly string[] = [];

// The same elements each render, so redrawing a card (each keystroke of a search) leaves its icons be.
const PREVIOUS_ICON = <ChevronLeft size={20} aria-hidden="true" />;
const NEXT_ICON = <ChevronRight size={20} aria-hidden="true" />;

/** Where the detail page's back link returns to: the list exactly as it was filtered. */
export interface DetailLinkState {
  from: string;
}

/**
 * One piece in a grid. The name is the link to the detail page and stretches over the whole card,
 * so the carousel buttons can sit above it without being nested inside a link. Drawn again only
 * when its own props change: a keystroke in the list's search box leaves the cards that stay be.
 */
export const JewelryCard = memo(JewelryCardContent);

function JewelryCardContent({
  item: stored,
  priority = false,
  headingLevel = 3,
  highlights = NOTHING_FOUND,
  listPath,
}: {
  item: JewelryItem;
  /** The list as the visitor sees it (search, filters, page), for the detail page's back link. */
  listPath?: string;
  /** Spellings a search found, to mark in the name and the description. */
  highlights?: readonly string[];
  /** Among the first cards on screen: its image loads eagerly with high priority. */
  priority?: boolean;
  /** 3 under a section's h2 (home), 2 directly under the page's h1 (the list page). */
  headingLevel?: 2 | 3;
}) {
  const item = inLanguage(stored, pageLanguage());
  const images = itemImages(item);
  const total = images.length;
  const carousel = useImageCarousel(total);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const linkState: DetailLinkState | undefined = listPath === undefined ? undefined : { from: listPath };
  const src = images[carousel.index] ?? item.imageUrl;
  // Read out of its markdown once, not on each keystroke that marks other words in it.
  const description = useMemo(
    () => truncateText(stripMarkdown(item.description), CARD_DESCRIPTION_LENGTH),
    [item.description],
  );

  return (
    <article className={styles.card} onMouseEnter={carousel.start} onMouseLeave={carousel.stop}>
      <div className={styles.media}>
        <ProductImage
          src={src}
          alt={
            total > 1
              ? t("catalogue.imageAltNumbered", { name: item.name, index: carousel.index + 1, total })
              : item.name
          }
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          sizes={useContext(CardImageSizes)}
          priority={priority}
          className={styles.image}
        />
        {item.featured && <FeaturedBadge className={styles.badge} />}
        <MyListToggle id={item._id} name={item.name} className={styles.listHeart} />
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${styles.navButton} ${styles.previous}`}
              aria-label={t("catalogue.previousImage", { name: item.name })}
              onClick={carousel.previous}
            >
              {PREVIOUS_ICON}
            </button>
            <button
              type="button"
              className={`${styles.navButton} ${styles.next}`}
              aria-label={t("catalogue.nextImage", { name: item.name })}
              onClick={carousel.next}
            >
              {NEXT_ICON}
            </button>
            <div className={styles.dots} aria-hidden="true">
              {images.map((url, index) => (
                <span key={url} className={index === carousel.index ? styles.dotActive : styles.dot} />
              ))}
            </div>
            <p className={`${styles.counter} tabular`}>
              {t("catalogue.imageCounter", { index: carousel.index + 1, total })}
            </p>
          </>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={itemPath(item._id)} state={linkState} className={styles.link}>
            <HighlightedText text={item.name} spellings={highlights} />
          </Link>
        </Heading>
        <p className={styles.category}>{categoryName(item.category)}</p>
        <p className={styles.description}>
          <HighlightedText text={description} spellings={highlights} />
        </p>
        <dl className={styles.specs}>
          <div className={styles.secondarySpec}>
            <dt>{t("catalogue.metal")}</dt>
            <dd>{metalName(item.metal)}</dd>
          </div>
          <div className={styles.secondarySpec}>
            <dt>{t("catalogue.purity")}</dt>
            <dd className="tabular">{purityName(item.purity)}</dd>
          </div>
          <div className={styles.weight}>
            <dt>{t("catalogue.weight")}</dt>
            <dd className="tabular">
              {formatPieceGrams(item.weight)}{" "}
              <span className={styles.vori}>
                {t("catalogue.cardTraditionalWeight", { ...gramsToWeight(item.weight) })}
              </span>
            </dd>
          </div>
          <div className={styles.priceRow}>
            <dt>{t("catalogue.price")}</dt>
            <dd className={styles.price}>{t("price.contactUs")}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/**
 * Holds a card's place while the catalogue loads: same frame, so nothing jumps when it arrives.
 * `undrawn`: a card about to be drawn, a moment later; its place is kept, empty and still. A search
 * leaves a page's worth of them for a frame, and starting their shimmer cost more than drawing a card.
 */
export function JewelryCardPlaceholder({ undrawn = false }: { undrawn?: boolean }) {
  const shimmer = undrawn ? "" : styles.shimmer;
  return (
    <div
      className={`${styles.card} ${styles.placeholder} ${undrawn ? styles.undrawn : ""}`}
      aria-hidden="true"
    >
      <div className={`${styles.media} ${shimmer}`} />
      <div className={styles.body}>
        <span className={`${styles.bar} ${styles.barTitle} ${shimmer}`} />
        <span className={`${styles.bar} ${styles.barShort} ${shimmer}`} />
        <span className={`${styles.bar} ${shimmer}`} />
        <span className={`${styles.bar} ${styles.barLong} ${shimmer}`} />
        <span className={`${styles.bar} ${styles.barSpecs} ${shimmer}`} />
      </div>
    </div>
  );
}
