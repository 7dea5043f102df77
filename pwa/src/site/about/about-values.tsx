import type { LucideIcon } from "lucide-react";
import {
  ArrowLeftRight,
  Eye,
  Gem,
  HeartHandshake,
  Landmark,
  Scale,
  ShieldCheck,
  Target,
  Wrench,
} from "lucide-react";
import type { AboutUsSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { type MessageKey, t } from "../../i18n/messages";
import styles from "./about.module.css";

type Card = { icon: LucideIcon; title: string; text: string };

const VALUES: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: Gem, title: "about.values.quality.title", text: "about.values.quality.text" },
  { icon: Landmark, title: "about.values.tradition.title", text: "about.values.tradition.text" },
  {
    icon: HeartHandshake,
    title: "about.values.customerFirst.title",
    text: "about.values.customerFirst.text",
  },
];

function CardGrid({ cards, columns }: { cards: Card[]; columns: "three" | "four" }) {
  return (
    <ul className={`${styles.cards} ${styles[columns]}`}>
      {cards.map(({ icon: Icon, title, text }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the owner's titles may repeat or be blank
        <li key={index} className={`card ${styles.valueCard}`}>
          <span className={styles.icon} aria-hidden="true">
            <Icon size={22} />
          </span>
          {title && <h3>{title}</h3>}
          {text && <p>{text}</p>}
        </li>
      ))}
    </ul>
  );
}

export function AboutValues({ aboutUs }: { aboutUs: AboutUsSettings }) {
  // A copy of the settings saved on this device before the promise was editable has none.
  const promise = aboutUs.promise ?? settingsDefaults.aboutUs.promise;
  // The owner words the four promises; each keeps its place's icon, and a blank one is left out.
  const reasons: Card[] = (
    [
      [ShieldCheck, promise.reason1],
      [Scale, promise.reason2],
      [Wrench, promise.reason3],
      [ArrowLeftRight, promise.reason4],
    ] as const
  )
    .map(([icon, { title, description }]) => ({ icon, title, text: description }))
    .filter((card) => card.title || card.text);
  return (
    <>
      <div className={styles.purpose}>
        <div className={`container ${styles.purposeGrid}`}>
          <article className={styles.purposeItem} aria-labelledby="about-mission">
            <Target size={28} aria-hidden="true" className={styles.purposeIcon} />
            <h2 id="about-mission">{t("about.mission.title")}</h2>
            <p>{aboutUs.mission}</p>
          </article>
          <article className={styles.purposeItem} aria-labelledby="about-vision">
            <Eye size={28} aria-hidden="true" className={styles.purposeIcon} />
            <h2 id="about-vision">{t("about.vision.title")}</h2>
            <p>{aboutUs.vision}</p>
          </article>
        </div>
      </div>
      <section className="section" aria-labelledby="about-values">
        <div className="container">
          <header className={styles.sectionHeader}>
            <p className="eyebrow">{t("about.values.eyebrow")}</p>
            <h2 id="about-values">{t("about.values.title")}</h2>
          </header>
          <CardGrid
            cards={VALUES.map(({ icon, title, text }) => ({ icon, title: t(title), text: t(text) }))}
            columns="three"
          />
        </div>
      </section>
      <section className={`section ${styles.tinted}`} aria-labelledby="about-why">
        <div className="container">
          <header className={styles.sectionHeader}>
            {promise.eyebrow && <p className="eyebrow">{promise.eyebrow}</p>}
            <h2 id="about-why">{t("about.why.title")}</h2>
          </header>
          {reasons.length > 0 && <CardGrid cards={reasons} columns="four" />}
        </div>
      </section>
    </>
  );
}
