import { useLocation } from "react-router";
import { rememberLanguage } from "../../i18n/language-choice";
import { addressInLanguage, LANGUAGE_NAMES, otherLanguage } from "../../i18n/other-language";
import { pageLanguage } from "../../i18n/page-language";
import { useHydrated } from "../hydration";
import styles from "./language-switch.module.css";

/**
 * The same page in the other language, as a plain link outside the router: it loads the page afresh
 * (one language per page load, ADR 021), so it works before the app starts and without JavaScript.
 * The choice is remembered as it is clicked, before the page it opens is asked for. The fragment is
 * the browser's alone: it joins once the page is the app's, so hydration sees the server's link.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const language = otherLanguage(pageLanguage());
  const { label, name } = LANGUAGE_NAMES[language];
  const href = addressInLanguage({ ...location, hash: hydrated ? location.hash : "" }, language);
  return (
    <a
      href={href}
      lang={language}
      hrefLang={language}
      aria-label={name === label ? undefined : name}
      className={className ? `${styles.switch} ${className}` : styles.switch}
      onClick={() => rememberLanguage(language)}
    >
      {label}
    </a>
  );
}
