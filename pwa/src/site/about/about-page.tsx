import { BadgeCheck } from "lucide-react";
import { inLanguage } from "#core/in-language";
import { useSettings } from "../../data/api/public-reads";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { useDocumentTitle } from "../../shared/document-title";
import { Spinner } from "../../shared/ui/spinner";
import styles from "./about.module.css";
import { AboutCta } from "./about-cta";
import { AboutStory } from "./about-story";
import { AboutValues } from "./about-values";

export function AboutPage() {
  const { settings, status } = useSettings();
  const aboutUs = inLanguage(settings.aboutUs, pageLanguage());
  // Named as its heading, as the server's title and link preview name it.
  const title = aboutUs.title || t("about.pageTitle");
  useDocumentTitle(title);
  const online = useOnline();
  // The defaults are a complete page, so only a first online visit waits for the owner's texts;
  // offline, or once the download has failed, the defaults show at once.
  if (status === "loading" && online) return <Spinner label={t("about.loading")} />;

  const { business } = settings;
  return (
    <>
      <section className={styles.hero} aria-labelledby="about-title">
        <div className={`container ${styles.heroInner}`}>
          <p className="eyebrow">{t("about.eyebrow")}</p>
          <h1 id="about-title">{title}</h1>
          {aboutUs.description && <p className={styles.lead}>{aboutUs.description}</p>}
          {aboutUs.associationLine && (
            <p className={styles.association}>
              <BadgeCheck size={18} aria-hidden="true" />
              <span>{aboutUs.associationLine}</span>
            </p>
          )}
        </div>
      </section>
      <AboutStory aboutUs={aboutUs} established={business.established} />
      <AboutValues aboutUs={aboutUs} />
      <AboutCta />
    </>
  );
}
