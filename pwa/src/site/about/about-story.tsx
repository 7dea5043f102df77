import type { AboutUsSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { formatTypedDigits } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./about.module.css";

export function AboutStory({ aboutUs, established }: { aboutUs: AboutUsSettings; established: string }) {
  // A blank year in the settings means "not said": the spec's default year stands in.
  const year = established || settingsDefaults.business.established;
  const stats = [
    { label: t("about.stats.servingSince"), value: formatTypedDigits(year) },
    { label: t("about.stats.licensed"), value: t("about.stats.licensedValue") },
    { label: t("about.stats.customers"), value: t("about.stats.customersValue") },
  ];
  return (
    <section className="section" aria-labelledby="about-story">
      <div className={`container ${styles.story}`}>
        <div className={styles.storyText}>
          <p className="eyebrow">{t("about.story.eyebrow", { year: formatTypedDigits(year) })}</p>
          <h2 id="about-story">{t("about.story.title")}</h2>
          {aboutUs.story && <p>{aboutUs.story}</p>}
          {aboutUs.storyNote && <p>{aboutUs.storyNote}</p>}
        </div>
        <dl className={styles.stats} aria-label={t("about.stats.label")}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd className="tabular">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
