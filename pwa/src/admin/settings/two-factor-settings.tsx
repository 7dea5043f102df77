import { ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { formatNumber } from "#core/format/number";
import type { TwoFactorSetup } from "#core/schemas/two-factor";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { downloadBlob } from "../../shared/download-file";
import { describeError, useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { formatAdminDate } from "../kit/admin-date";
import { Button } from "../kit/button";
import { LoadState } from "../kit/load-state";
import { OnlineButton } from "../kit/online-button";
import card from "./account-card.module.css";
import styles from "./two-factor-settings.module.css";

/** Below this many unused recovery codes the owner is told to make new ones. */
const FEW_CODES = 3;

type Step =
  | { kind: "idle" }
  | { kind: "password"; purpose: "turnOn" | "turnOff" }
  | { kind: "scan"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: string[] };

/** "ABCD EFGH …": the key in groups of four, as authenticator apps show theirs. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Two-factor login with an authenticator app: turned on with the password, a QR code and a code from
 * the app, after which ten recovery codes are shown once; turned off with the password.
 */
export function TwoFactorSettings() {
  const status = useAdminQuery("twoFactorStatus");
  const call = useAdminApi();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const language = pageLanguage();

  const go = (next: Step) => {
    setStep(next);
    setTyped("");
    setError(null);
  };

  /** Runs one call for the step; its failure is said under the field, which keeps what was typed. */
  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(describeError(caught, fallback));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setError(
        t(
          step.kind === "scan"
            ? "adminSettings.twoFactor.codeMissing"
            : "adminSettings.twoFactor.passwordMissing",
        ),
      );
      return;
    }
    if (step.kind === "password" && step.purpose === "turnOn") {
      void run(
        async () => go({ kind: "scan", setup: await call("startTwoFactor", { body: { password: typed } }) }),
        t("adminSettings.twoFactor.failed"),
      );
    } else if (step.kind === "password") {
      void run(async () => {
        await call("disableTwoFactor", { body: { password: typed } });
        go({ kind: "idle" });
      }, t("adminSettings.twoFactor.failed"));
    } else if (step.kind === "scan") {
      void run(async () => {
        const { recoveryCodes } = await call("enableTwoFactor", { body: { code: typed.trim() } });
        go({ kind: "codes", codes: recoveryCodes });
      }, t("adminSettings.twoFactor.failed"));
    }
  };

  const field = (id: string, label: string, props: Record<string, string>) => (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={`adm-input ${styles.input}`}
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "two-factor-error" : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
        // biome-ignore lint/a11y/noAutofocus: the field appears because the owner asked for this step
        autoFocus
        {...props}
      />
    </div>
  );
  const actions = (submitLabel: string, danger = false) => (
    <>
      {error && (
        <p id="two-factor-error" className="adm-error" role="alert">
          {error}
        </p>
      )}
      <div className={card.actions}>
        <Button onClick={() => go({ kind: "idle" })}>{t("adminSettings.twoFactor.cancel")}</Button>
        <OnlineButton
          type="submit"
          kind={danger ? "danger" : "primary"}
          busy={busy}
          busyLabel={t("adminSettings.twoFactor.working")}
        >
          {submitLabel}
        </OnlineButton>
      </div>
    </>
  );

  const on = status.data?.enabled ?? false;
  return (
    <section className={`adm-card ${card.card}`} aria-labelledby="two-factor-title">
      <div className={card.header}>
        <h2 id="two-factor-title">{t("adminSettings.twoFactor.title")}</h2>
        {status.data && (
          <span className={`adm-badge ${on ? card.on : ""}`}>
            {t(on ? "adminSettings.twoFactor.on" : "adminSettings.twoFactor.off")}
          </span>
        )}
      </div>
      {!status.data ? (
        <LoadState
          loading={status.isFetching}
          error={status.error}
          failed={t("adminSettings.twoFactor.loadError")}
          onRetry={() => void status.refetch()}
        />
      ) : step.kind === "codes" ? (
        <div className={styles.codes}>
          <p className="adm-notice adm-notice-success" role="status">
            {t("adminSettings.twoFactor.nowOn")}
          </p>
          <p>{t("adminSettings.twoFactor.saveCodes")}</p>
          <ol aria-label={t("adminSettings.twoFactor.codesLabel")} className={styles.codeList}>
            {step.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <div className={card.actions}>
            <Button
              onClick={() =>
                downloadBlob(
                  new Blob([`${t("adminSettings.twoFactor.codesFileTitle")}\n\n${step.codes.join("\n")}\n`], {
                    type: "text/plain",
                  }),
                  "recovery-codes.txt",
                )
              }
            >
              {t("adminSettings.twoFactor.downloadCodes")}
            </Button>
            <Button kind="primary" onClick={() => go({ kind: "idle" })}>
              {t("adminSettings.twoFactor.codesSaved")}
            </Button>
          </div>
        </div>
      ) : step.kind === "scan" ? (
        <form onSubmit={submit} noValidate className={styles.form}>
          <p>{t("adminSettings.twoFactor.scan")}</p>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.setup.qrSvg)}`}
            alt={t("adminSettings.twoFactor.qrAlt")}
            width={180}
            height={180}
          />
          <p className="adm-hint">
            {t("adminSettings.twoFactor.manualKey")}{" "}
            <code className={styles.key}>{grouped(step.setup.secret)}</code>
          </p>
          {field("two-factor-code", t("adminSettings.twoFactor.code"), {
            autoComplete: "one-time-code",
            inputMode: "numeric",
          })}
          {actions(t("adminSettings.twoFactor.turnOn"))}
        </form>
      ) : step.kind === "password" ? (
        <form onSubmit={submit} noValidate className={styles.form}>
          <p>
            {t(
              step.purpose === "turnOn"
                ? "adminSettings.twoFactor.passwordToTurnOn"
                : "adminSettings.twoFactor.passwordToTurnOff",
            )}
          </p>
          {field("two-factor-password", t("adminSettings.account.currentPassword"), {
            type: "password",
            autoComplete: "current-password",
          })}
          {actions(
            t(
              step.purpose === "turnOn"
                ? "adminSettings.twoFactor.continue"
                : "adminSettings.twoFactor.turnOff",
            ),
            step.purpose === "turnOff",
          )}
        </form>
      ) : on ? (
        <div className={styles.form}>
          <p>
            {t("adminSettings.twoFactor.onSince", {
              when: formatAdminDate(status.data.enabledAt ?? ""),
              count: formatNumber(status.data.recoveryCodesLeft, language),
            })}
          </p>
          {status.data.recoveryCodesLeft <= FEW_CODES && (
            <p className="adm-notice adm-notice-warning">{t("adminSettings.twoFactor.fewCodes")}</p>
          )}
          <div className={card.actions}>
            <Button onClick={() => go({ kind: "password", purpose: "turnOff" })}>
              {t("adminSettings.twoFactor.turnOff")}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.form}>
          <p>{t("adminSettings.twoFactor.explain")}</p>
          <div className={card.actions}>
            <OnlineButton kind="primary" onClick={() => go({ kind: "password", purpose: "turnOn" })}>
              <ShieldCheck size={14} aria-hidden="true" />
              {t("adminSettings.twoFactor.turnOn")}
            </OnlineButton>
          </div>
        </div>
      )}
    </section>
  );
}
