import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type BajusReading, readBajusAnnouncement } from "#core/bajus-announcement";
import { RATE_GRADES, RATE_METALS } from "#core/rate-terms";
import { t } from "../../i18n/admin-catalogue";
import { formatDhakaTime, formatTaka } from "../../i18n/format";
import { Button } from "../kit/button";
import { describeBajusFailure } from "./bajus-failure-text";
import styles from "./bajus-paste.module.css";
import { type BoardFormValues, priceField } from "./board-values";
import { dhakaLocalToIso, rateName } from "./rate-text";
// The rates screen's own dense table, so the figures read look like the board they fill.
import tableStyles from "./rates-admin.module.css";

type Filled = Extract<BajusReading, { ok: true }>;
type Outcome =
  | { kind: "filled"; reading: Filled; startsAt: string | null }
  | { kind: "error"; message: string };

const FILLED = { shouldDirty: true, shouldValidate: true } as const;

/**
 * Puts the announcement's prices into the board, per gram. An announcement that names a day still
 * ahead schedules the board for the start of it, so publishing tonight's announcement does not put
 * tomorrow's prices in force now. Returns that start, or null when the time was left as it was.
 */
function fillBoard(form: UseFormReturn<BoardFormValues, unknown, unknown>, reading: Filled): string | null {
  for (const metal of RATE_METALS) {
    for (const grade of RATE_GRADES)
      form.setValue(priceField(metal, grade), reading.perGram[metal][grade], FILLED);
  }
  const local = reading.effectiveDate && `${reading.effectiveDate}T00:00`;
  const startsAt = local ? dhakaLocalToIso(local) : null;
  if (!local || !startsAt || Date.parse(startsAt) <= Date.now()) return null;
  form.setValue("when", "at", FILLED);
  form.setValue("at", local, FILLED);
  return startsAt;
}

/** The day's BAJUS announcement, pasted as published, read into the board for the owner to check. */
export function BajusPaste({ form }: { form: UseFormReturn<BoardFormValues, unknown, unknown> }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const fill = () => {
    if (text.trim() === "") {
      setOutcome({ kind: "error", message: t("adminRates.paste.error.blank") });
      return;
    }
    const reading = readBajusAnnouncement(text);
    setOutcome(
      reading.ok
        ? { kind: "filled", reading, startsAt: fillBoard(form, reading) }
        : { kind: "error", message: describeBajusFailure(reading.failure) },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      fill();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  const error = outcome?.kind === "error" ? outcome.message : null;
  return (
    <div className={styles.paste}>
      <Button
        ref={toggle}
        size="small"
        aria-expanded={open}
        aria-controls="bajus-paste"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t("adminRates.paste.open")}
      </Button>
      {open && (
        <div id="bajus-paste" className={styles.panel}>
          <div className="adm-field">
            <label htmlFor="bajus-text">{t("adminRates.paste.label")}</label>
            <textarea
              ref={box}
              id="bajus-text"
              className={`adm-input ${styles.text}`}
              lang="bn"
              rows={7}
              spellCheck={false}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "bajus-hint bajus-error" : "bajus-hint"}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <p id="bajus-hint" className="adm-hint">
              {t("adminRates.paste.hint")} <span className="adm-keys">{t("adminRates.paste.keysHint")}</span>
            </p>
            <div role="alert">
              {error && (
                <p id="bajus-error" className="adm-error">
                  {error}
                </p>
              )}
            </div>
          </div>
          <div className={styles.actions}>
            <Button kind="ghost" onClick={close}>
              {t("adminRates.paste.close")}
            </Button>
            <Button onClick={fill}>{t("adminRates.paste.fill")}</Button>
          </div>
          <div role="status" aria-live="polite">
            {outcome?.kind === "filled" && <FilledFigures {...outcome} />}
          </div>
        </div>
      )}
    </div>
  );
}

/** What was read beside what was filled, for the owner to hold against the announcement. */
function FilledFigures({ reading, startsAt }: { reading: Filled; startsAt: string | null }) {
  return (
    <>
      <p className="adm-notice adm-notice-success">
        {t("adminRates.paste.filled")}
        {startsAt && ` ${t("adminRates.paste.scheduled", { time: formatDhakaTime(startsAt) })}`}
      </p>
      <table className={tableStyles.table} aria-label={t("adminRates.paste.tableLabel")}>
        <thead>
          <tr>
            <th scope="col">{t("adminRates.current.rate")}</th>
            <th scope="col" className={tableStyles.number}>
              {t("adminRates.paste.announced")}
            </th>
            <th scope="col" className={tableStyles.number}>
              {t("adminRates.paste.perGram")}
            </th>
          </tr>
        </thead>
        <tbody>
          {RATE_METALS.flatMap((metal) =>
            RATE_GRADES.map((grade) => (
              <tr key={`${metal}-${grade}`}>
                <th scope="row">{rateName(metal, grade)}</th>
                <td className={tableStyles.number}>{formatTaka(reading.perVori[metal][grade])}</td>
                <td className={tableStyles.number}>{formatTaka(reading.perGram[metal][grade])}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </>
  );
}
