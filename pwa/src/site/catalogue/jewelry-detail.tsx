import { Suspense, useState } from "react";
import { inLanguage } from "#core/in-language";
import { stripMarkdown, truncateText } from "#core/markdown-text";
import type { JewelryItem } from "#core/schemas/jewelry";
import { categoryName } from "../../i18n/jewelry-terms";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { useHydrated, usePageOrigin } from "../../shared/hydration";
import { lazyPart } from "../../shared/lazy-part";
import { MyListToggle } from "../my-list/my-list-toggle";
import { itemPageUrl } from "./enquiry-link";
import { EnquiryLinks } from "./enquiry-links";
import { FeaturedBadge } from "./jewelry-card/featured-badge";
import { itemImages } from "./jewelry-card/jewelry-format";
import styles from "./jewelry-detail.module.css";
import { JewelryGallery } from "./jewelry-gallery";
import { JewelrySpecifications } from "./jewelry-specifications";
import { ShareButton } from "./share-button";
import { TodaysEstimate } from "./todays-estimate";

const SHARE_TEXT_LENGTH = 100;

/**
 * The Markdown reader is most of this page's code, so it loads apart: a piece opened from the list
 * shows its description as plain text until it has.
 */
const JewelryDescription = lazyPart(async () => ({
  default: (await import("./jewelry-description")).JewelryDescription,
}));

/**
 * A page being taken over keeps the description's HTML as the server rendered it, whole, for as long
 * as it shows that text: the phone neither loads the reader nor parses the text again as the page
 * starts. React leaves the inner HTML of such an element as it finds it; links and photos in it are
 * plain HTML. Another text is read by the reader.
 */
function ReadDescription({ markdown }: { markdown: string }) {
  const hydrating = !useHydrated();
  const [served] = useState(() => (hydrating && !JewelryDescription.isLoaded() ? markdown : null));
  if (markdown === served)
    return (
      <div
        className={styles.description}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: nothing is set; React keeps the server's HTML.
        dangerouslySetInnerHTML={KEEP_SERVED_HTML}
        suppressHydrationWarning
      />
    );
  return <JewelryDescription markdown={markdown} />;
}

const KEEP_SERVED_HTML = { __html: "" };

/** The description's words while the reader loads, worked out only if it is shown. */
function PlainDescription({ markdown }: { markdown: string }) {
  return (
    <div className={styles.description}>
      <p>{stripMarkdown(markdown)}</p>
    </div>
  );
}

/**
 * Its own component, as are the enquiry links: the page's address is known only once the browser has
 * taken the page over, and learning it re-renders these alone.
 */
function ItemShareButton({ item }: { item: JewelryItem }) {
  return (
    <ShareButton
      title={item.name}
      text={() => truncateText(stripMarkdown(item.description), SHARE_TEXT_LENGTH)}
      url={itemPageUrl(usePageOrigin(), item._id)}
    />
  );
}

/** One piece, in full: pictures, facts and the ways to ask about it. */
export function JewelryDetail({ item: stored }: { item: JewelryItem }) {
  const item = inLanguage(stored, pageLanguage());
  return (
    <div className={styles.layout}>
      <JewelryGallery key={item._id} name={item.name} images={itemImages(item)} />
      <div className={styles.info}>
        <div className={styles.topRow}>
          {item.featured && <FeaturedBadge />}
          <div className={styles.actions}>
            <MyListToggle id={item._id} />
            <ItemShareButton item={item} />
          </div>
        </div>
        <h1 className={styles.name}>{item.name}</h1>
        <p className={styles.category}>{categoryName(item.category)}</p>
        <section aria-label={t("catalogue.description")}>
          <h2 className="visually-hidden">{t("catalogue.description")}</h2>
          <Suspense fallback={<PlainDescription markdown={item.description} />}>
            <ReadDescription markdown={item.description} />
          </Suspense>
        </section>
        <JewelrySpecifications metal={item.metal} purity={item.purity} weight={item.weight} />
        <TodaysEstimate item={item} />
        <EnquiryLinks item={item} />
      </div>
    </div>
  );
}
