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
import { type MessageKey, t } from "../../i18n/messages";
import styles from "./about.module.css";

type Card = { icon: LucideIcon; title: MessageKey; text: MessageKey };

const VALUES: Card[] = [
  { icon: Gem, title: "about.values.quality.title", text: "about.values.quality.text" },
  { icon: Landmark, title: "about.values.tradition.title", text: "about.values.tradition.text" },
  {
    icon: HeartHandshake,
    title: "about.values.customerFirst.title",
    text: "about.values.customerFirst.text",
  },
];

const REASONS: Card[] = [
  { icon: ShieldCheck, title: "about.why.purity.title", text: "about.why.purity.text" },
  { icon: Scale, title: "about.why.weight.title", text: "about.why.weight.text" },
  { icon: Wrench, title: "about.why.care.title", text: "about.why.care.text" },
  { icon: ArrowLeftRight, title: "about.why.exchange.title", text: "about.why.exchange.text" },
];

function CardGrid({ cards, columns }: { cards: Card[]; columns: "three" | "four" }) {
  return (
    <ul className={`${styles.cards} ${styles[columns]}`}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={`card ${styles.valueCard}`}>
          <span className={styles.icon} aria-hidden="true">
            <Icon size={22} />
          </span>
          <h3>{t(title)}</h3>
          <p>{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}

export function AboutValues({ aboutUs }: { aboutUs: AboutUsSettings }) {
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
          <CardGrid cards={VALUES} columns="three" />
        </div>
      </section>
      <section className={`section ${styles.tinted}`} aria-labelledby="about-why">
        <div className="container">
          <header className={styles.sectionHeader}>
            <p className="eyebrow">{t("about.why.eyebrow")}</p>
            <h2 id="about-why">{t("about.why.title")}</h2>
          </header>
          <CardGrid cards={REASONS} columns="four" />
        </div>
      </section>
    </>
  );
}
