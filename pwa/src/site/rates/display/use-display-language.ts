import { useEffect, useState } from "react";
import type { Language } from "#core/language";
import type { RateDisplaySettings } from "#core/schemas/settings";
import { loadSiteMessages } from "../../../i18n/load-messages";
import { otherLanguage } from "../../../i18n/other-language";

/**
 * The language the display shows now: its address's, or, when the owner has it switch, each in turn
 * for the seconds they set. The other language's words are loaded first; until they are (or if they
 * cannot be, offline on a first visit), the display stays in its own.
 */
export function useDisplayLanguage(
  home: Language,
  { switchLanguages, switchSeconds }: RateDisplaySettings,
): Language {
  const [shown, setShown] = useState(home);
  useEffect(() => {
    setShown(home);
    if (!switchLanguages) return;
    const other = otherLanguage(home);
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    loadSiteMessages(other).then(
      () => {
        if (stopped) return;
        timer = setInterval(
          () => setShown((language) => (language === home ? other : home)),
          switchSeconds * 1000,
        );
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [home, switchLanguages, switchSeconds]);
  return shown;
}
