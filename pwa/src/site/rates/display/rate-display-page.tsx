import { WifiOff } from "lucide-react";
import { useCallback } from "react";
import { endpoints } from "#core/endpoints";
import { formatDeviceTime } from "#core/format/device-time";
import { formatDhakaTime } from "#core/format/dhaka-time";
import { inLanguage } from "#core/in-language";
import { shownMediaImage } from "#core/media-shown";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { settingsDefaults } from "#core/settings-defaults";
import { usePublicQueries, usePublicRead, useSettings } from "../../../data/api/public-reads";
import { useOnline } from "../../../data/api/reachability";
import { publicReadKey } from "../../../data/device/stored-query";
import { t, tIn } from "../../../i18n/messages";
import { pageLanguage } from "../../../i18n/page-language";
import { useDocumentTitle } from "../../../shared/document-title";
import { Photo } from "../../../shared/ui/photo";
import { boardTime } from "../board-time";
import { DisplayBoard } from "./display-board";
import { FullScreenButton } from "./full-screen-button";
import styles from "./rate-display.module.css";
import { useBoardRefresh } from "./use-board-refresh";
import { useDisplayLanguage } from "./use-display-language";
import { useIdle } from "./use-idle";
import { useOfflineSince } from "./use-offline-since";
import { useWakeLock } from "./use-wake-lock";

/** The reads the display keeps fresh: the board, and the settings (the owner may switch languages on). */
const DISPLAY_READS = [endpoints.getGoldRates.path, endpoints.getSettings.path];

/** Quiet for this long, the cursor and the button leave the screen. */
const IDLE_MS = 3_000;

/**
 * /gold-rates/display: today's board for a screen in the showroom, full-screen and readable across
 * the room, in the address's language or both in turn as the owner sets it (ADR 050). It asks for the
 * board again when a scheduled one takes over and every minute, keeps the screen awake, and keeps
 * showing the last board, with its time, while the network is down.
 */
export function RateDisplayPage() {
  useDocumentTitle(t("ratesDisplay.title"));
  const rates = usePublicRead<GoldRatesResponse>(endpoints.getGoldRates.path);
  const { settings } = useSettings();
  const online = useOnline();
  const queries = usePublicQueries();
  const refresh = useCallback(
    () => Promise.all(DISPLAY_READS.map((path) => queries.refetchQueries({ queryKey: publicReadKey(path) }))),
    [queries],
  );
  useBoardRefresh(rates.data?.nextChangeAt, refresh);
  // A device's copy from before the display had settings has none: one language, as by default.
  const language = useDisplayLanguage(pageLanguage(), settings.rateDisplay ?? settingsDefaults.rateDisplay);
  const idle = useIdle(IDLE_MS);
  useWakeLock();
  const failing = !online || rates.offline || rates.errorStatus !== null;
  const offlineSince = useOfflineSince(failing && rates.data !== undefined);

  const say = tIn(language);
  const board = rates.data;
  const time = board ? boardTime(board) : null;
  const logo = shownMediaImage("logo", settings.media.logo);
  return (
    <div className={styles.screen} data-idle={idle ? "" : undefined}>
      <main id="main" className={styles.frame} lang={language}>
        <header className={styles.top}>
          <p className={styles.shop}>
            {logo && (
              <Photo
                className={styles.logo}
                src={logo}
                alt=""
                height={96}
                sizes={(photo) => `${Math.ceil((96 * photo.width) / photo.height)}px`}
                colourPlaceholder={false}
              />
            )}
            <span>{inLanguage(settings.homePage, language).siteName}</span>
          </p>
          <FullScreenButton label={say("ratesDisplay.fullScreen")} className={styles.fullScreen} />
        </header>
        <div className={styles.heading}>
          <h1>{say("ratesDisplay.heading")}</h1>
          <p className={styles.unit}>{say("ratesDisplay.perVori")}</p>
        </div>
        {board && (board.goldPrices.length > 0 || board.silverPrices.length > 0) ? (
          <DisplayBoard key={language} board={board} language={language} say={say} />
        ) : (
          <p className={styles.message} role="status">
            {rates.status === "loading"
              ? say("state.loading")
              : rates.status === "error"
                ? say("ratesDisplay.failed")
                : say("rates.empty.title")}
          </p>
        )}
        <footer className={styles.bottom}>
          {time && (
            <p className={`tabular ${styles.since}`}>
              {say("ratesDisplay.since", { time: formatDhakaTime(time, language) })}
            </p>
          )}
          {offlineSince !== null && (
            <p className={styles.offline} role="status">
              <WifiOff size="1em" aria-hidden="true" />
              {say("ratesDisplay.offlineSince", { time: formatDeviceTime(new Date(offlineSince), language) })}
            </p>
          )}
        </footer>
      </main>
    </div>
  );
}
