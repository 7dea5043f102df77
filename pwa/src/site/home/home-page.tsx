import { Gem, Hammer, Scale } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { inLanguage } from "#core/in-language";
import { shownMediaImage } from "#core/media-shown";
import { useSettings } from "../../data/api/public-reads";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { useDocumentTitle } from "../../shared/document-title";
import { PageState } from "../../shared/ui/page-state";
import { Photo } from "../../shared/ui/photo";
import { JewelryCard, JewelryCardPlaceholder } from "../catalogue/jewelry-card/jewelry-card";
import { JewelryGrid } from "../catalogue/jewelry-card/jewelry-grid";
import { JewelryRowActions, useJewelryRow } from "../catalogue/jewelry-card/jewelry-row";
import { ShopByCollection } from "../collections/shop-by-collection";
import { TodaysRateCard } from "../rates/todays-rate";
import styles from "./home-page.module.css";
import { requestSampleData } from "./seed-sample-data";
import { FALLBACK_COUNT, useFeaturedJewelry } from "./use-featured-jewelry";

const FEATURE_ICONS = [Gem, Hammer, Scale] as const;
/**
 * The hero picture's width, for `sizes`, from home-page.module.css: 80% of its column and at most
 * 320 px. Its column is the page less 32 px on phones, and from 640 px 1/2.3 of the page less its
 * 48 px of padding and the 24 px gap. Written without min(), which not every browser reads in
 * `sizes`, so the cap at 320 px is the widths where it takes hold (432 px and 992 px).
 */
const HERO_IMAGE_SIZES =
  "(min-width: 992px) 320px, (min-width: 640px) calc((100vw - 72px) * 8 / 23), (min-width: 432px) 320px, calc((100vw - 32px) * 4 / 5)";

export function HomePage() {
  useDocumentTitle(null);
  const { settings } = useSettings();
  const { media } = settings;
  const homePage = inLanguage(settings.homePage, pageLanguage());
  const featured = useFeaturedJewelry();
  const featuredRow = useJewelryRow(featured.data?.length ?? FALLBACK_COUNT);
  useEffect(requestSampleData, []);
  const features = [homePage.features.feature1, homePage.features.feature2, homePage.features.feature3];

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            {homePage.tagline && <p className={styles.tagline}>{homePage.tagline}</p>}
            <h1>{homePage.heroTitle}</h1>
            {homePage.heroSubtitle && <p className={styles.subtitle}>{homePage.heroSubtitle}</p>}
            <div className={styles.actions}>
              <Link to="/jewelry" className="button button-gold">
                {t("home.exploreCollection")}
              </Link>
              <Link to="/gold-calculator" className={`button ${styles.outline}`}>
                {t("home.goldCalculator")}
              </Link>
            </div>
            <TodaysRateCard />
          </div>
          <div className={styles.heroArt}>
            <Photo
              src={shownMediaImage("heroImage", media.heroImage)}
              alt=""
              width={800}
              height={1000}
              sizes={HERO_IMAGE_SIZES}
              fetchPriority="high"
              decoding="async"
            />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-features">
        <div className="container">
          <h2 id="home-features" className="visually-hidden">
            {t("home.featuresHeading")}
          </h2>
          <ul className={styles.features}>
            {features.map((feature, index) => {
              const Icon = FEATURE_ICONS[index] ?? Gem;
              return (
                <li key={feature.title || index} className={`card ${styles.feature}`}>
                  <Icon className={styles.featureIcon} size={28} aria-hidden="true" />
                  <h3>{feature.title}</h3>
                  <p>{feature.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={styles.featured} aria-labelledby="home-featured">
        <div className="container">
          <div className={styles.featuredHead}>
            <div>
              <h2 id="home-featured">{t("home.featuredHeading")}</h2>
              <p className={styles.intro}>{t("home.featuredIntro")}</p>
            </div>
            <JewelryRowActions row={featuredRow}>
              <Link to="/jewelry" className="button button-secondary button-small">
                {t("home.viewAll")}
              </Link>
            </JewelryRowActions>
          </div>
          {featured.status === "error" ? (
            <PageState offline={featured.offline} onRetry={featured.retry} />
          ) : featured.data?.length === 0 ? (
            <PageState offline={false}>{t("home.noFeatured")}</PageState>
          ) : (
            <JewelryGrid label={t("home.featuredHeading")} row={featuredRow}>
              {featured.data
                ? // Below the hero on every screen: lazy, so their photos never take the first
                  // screen's bandwidth from the hero picture.
                  featured.data.map((item) => <JewelryCard key={item._id} item={item} />)
                : Array.from({ length: FALLBACK_COUNT }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <JewelryCardPlaceholder key={index} />
                  ))}
            </JewelryGrid>
          )}
        </div>
      </section>

      <ShopByCollection />
    </>
  );
}
