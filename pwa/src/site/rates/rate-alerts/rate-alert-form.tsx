import { BellOff, BellRing } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import type { RateAlert } from "#core/schemas/rate-alerts";
import { ApiError, NetworkError } from "../../../data/api/api-client";
import { useOnline } from "../../../data/api/reachability";
import { formatTaka } from "../../../i18n/format";
import { answerText } from "../../../i18n/issue-text";
import { t } from "../../../i18n/messages";
import { pageLanguage } from "../../../i18n/page-language";
import { SelectField } from "../../../shared/ui/select-field";
import { rateProductLabel } from "../rate-product-label";
import { seriesByKey, seriesOptions } from "../rate-series";
import { type AlertStanding, alertStanding, stopAlerts, turnOnAlerts } from "./alert-device";
import { type AlertDraft, draftOf, FIRST_DRAFT, ruleOf } from "./rate-alert-draft";
import styles from "./rate-alerts.module.css";

type Flash = { kind: "success" | "error"; text: string } | null;

/** Why a step failed, in the page's language: the shop's refusal, the network, or the browser. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return answerText(error);
  if (error instanceof NetworkError) return t("rateAlerts.offline");
  return t("rateAlerts.failed");
}

/** The alert this browser has, in words. */
function alertLine(alert: RateAlert): string {
  const { rule } = alert;
  if (rule.kind === "every") return t("rateAlerts.onEvery");
  return t("rateAlerts.onPrice", {
    product: rateProductLabel(rule.metal, rule.grade),
    direction: t(rule.kind === "below" ? "rateAlerts.directionBelow" : "rateAlerts.directionAbove"),
    price: formatTaka(rule.perVori),
  });
}

/** The price per vori the board shows now for the series the draft names, if it has one. */
function priceNow(board: GoldRatesResponse, draft: AlertDraft): number | null {
  const series = seriesByKey(draft.series);
  const entry = [...board.goldPrices, ...board.silverPrices].find(
    (item) => item.metal === series?.metal && item.grade === series.grade,
  );
  return entry?.perVori ?? null;
}

/** Turning rate alerts on, changing and stopping them, for this browser; loaded when the visitor asks. */
export default function RateAlertForm({ board }: { board: GoldRatesResponse }) {
  const online = useOnline();
  const [standing, setStanding] = useState<AlertStanding>({ kind: "checking" });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<AlertDraft>(FIRST_DRAFT);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [flash, setFlash] = useState<Flash>(null);
  const [busy, setBusy] = useState(false);
  const amount = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    void alertStanding().then((found) => {
      if (live) setStanding(found);
    });
    return () => {
      live = false;
    };
  }, []);

  const change = (next: Partial<AlertDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setFieldError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFlash(null);
    const checked = ruleOf(draft);
    if ("error" in checked) {
      setFieldError(checked.error);
      amount.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await turnOnAlerts(checked.rule, pageLanguage());
      if (answer === "blocked") setStanding({ kind: "blocked" });
      else if (answer === "notAllowed") setFlash({ kind: "error", text: t("rateAlerts.notAllowed") });
      else {
        setStanding({ kind: "on", alert: answer });
        setEditing(false);
        setFlash({ kind: "success", text: t("rateAlerts.saved") });
      }
    } catch (error) {
      setFlash({ kind: "error", text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    setFlash(null);
    setBusy(true);
    try {
      await stopAlerts();
      setStanding({ kind: "off" });
      setDraft(FIRST_DRAFT);
      setFlash({ kind: "success", text: t("rateAlerts.stopped") });
    } catch (error) {
      setFlash({ kind: "error", text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  const notice = (text: string) => <p className="notice notice-info">{text}</p>;
  const flashLine = flash && (
    <p className={`notice notice-${flash.kind}`} role={flash.kind === "error" ? "alert" : "status"}>
      {flash.text}
    </p>
  );

  switch (standing.kind) {
    case "checking":
      return (
        <p className={styles.muted} role="status">
          {t("rateAlerts.loading")}
        </p>
      );
    case "homeScreen":
      return notice(t("rateAlerts.homeScreen"));
    case "unsupported":
      return notice(t("rateAlerts.unsupported"));
    case "blocked":
      return notice(t("rateAlerts.blocked"));
  }

  if (standing.kind === "on" && !editing) {
    return (
      <div className={styles.on}>
        {flashLine}
        <p className={styles.onLine}>
          <BellRing size={18} aria-hidden="true" />
          {alertLine(standing.alert)}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => {
              setDraft(draftOf(standing.alert.rule, pageLanguage()));
              setFlash(null);
              setEditing(true);
            }}
          >
            {t("rateAlerts.change")}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={busy || !online}
            onClick={() => void stop()}
          >
            <BellOff size={18} aria-hidden="true" />
            {t("rateAlerts.stop")}
          </button>
        </div>
      </div>
    );
  }

  const now = priceNow(board, draft);
  const typed = ruleOf(draft);
  const already =
    now !== null && "rule" in typed && typed.rule.kind !== "every"
      ? typed.rule.kind === "below"
        ? now < typed.rule.perVori && "rateAlerts.alreadyBelow"
        : now > typed.rule.perVori && "rateAlerts.alreadyAbove"
      : false;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {flashLine}
      <fieldset className={styles.choice}>
        <legend>{t("rateAlerts.when")}</legend>
        {(["every", "price"] as const).map((kind) => (
          <label key={kind} className={styles.option}>
            <input
              type="radio"
              name="rate-alert-kind"
              value={kind}
              checked={draft.kind === kind}
              onChange={() => change({ kind })}
            />
            <span>{t(kind === "every" ? "rateAlerts.every" : "rateAlerts.price")}</span>
          </label>
        ))}
      </fieldset>
      {draft.kind === "price" && (
        <div className={styles.price}>
          <SelectField
            id="rate-alert-series"
            label={t("rateAlerts.grade")}
            value={draft.series}
            options={seriesOptions()}
            onChange={(series) => change({ series })}
          />
          <SelectField
            id="rate-alert-direction"
            label={t("rateAlerts.direction")}
            value={draft.direction}
            options={[
              { value: "below", label: t("rateAlerts.below") },
              { value: "above", label: t("rateAlerts.above") },
            ]}
            onChange={(direction) => change({ direction })}
          />
          <div className="field">
            <label htmlFor="rate-alert-amount">{t("rateAlerts.amount")}</label>
            <input
              ref={amount}
              id="rate-alert-amount"
              className="input tabular"
              inputMode="numeric"
              autoComplete="off"
              value={draft.amount}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby="rate-alert-amount-note"
              onChange={(event) => change({ amount: event.currentTarget.value })}
            />
          </div>
          <p id="rate-alert-amount-note" className={styles.note}>
            {fieldError ? (
              <span className="field-error" role="alert">
                {fieldError}
              </span>
            ) : (
              <>
                {now !== null && t("rateAlerts.now", { price: formatTaka(now) })} {already && t(already)}
              </>
            )}
          </p>
        </div>
      )}
      {!online && notice(t("rateAlerts.offline"))}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={busy || !online}>
          <BellRing size={18} aria-hidden="true" />
          {busy
            ? t("rateAlerts.working")
            : t(standing.kind === "on" ? "rateAlerts.save" : "rateAlerts.turnOn")}
        </button>
        {standing.kind === "on" && (
          <button
            type="button"
            className="button button-ghost"
            disabled={busy}
            onClick={() => setEditing(false)}
          >
            {t("rateAlerts.cancel")}
          </button>
        )}
      </div>
      <p className={styles.muted}>{t("rateAlerts.privacy")}</p>
    </form>
  );
}
