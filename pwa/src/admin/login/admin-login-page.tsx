import "../shell/admin.css";
import { type FormEvent, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { ApiError, callApi } from "../../data/api/api-client";
import { useOnline } from "../../data/api/reachability";
import { readStoredSession, storeSession } from "../../data/session/stored-session";
import { t } from "../../i18n/admin-catalogue";
import { answerText, refusalText } from "../../i18n/issue-text";
import { useDocumentTitle } from "../../shared/document-title";
import { LanguageSwitch } from "../../shared/ui/language-switch";
import { Button } from "../kit/button";
import { useAdminManifest } from "../shell/admin-manifest";
import styles from "./admin-login-page.module.css";

/** Refusals that mean the password was right and the code was not: the server's own words say what to do. */
const CODE_REFUSALS = new Set(["invalidCode", "codeAlreadyUsed"]);

/** The spec's texts: a wrong pair is "Invalid username or password"; anything else that fails is "An error occurred during login" (or the server's reason, such as throttling or a wrong code). */
function loginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 && CODE_REFUSALS.has(error.code ?? "")) return answerText(error);
    if (error.status === 401) return t("admin.login.invalid");
    if (error.status === 400 || error.status === 429) return answerText(error);
  }
  return t("admin.login.error");
}

export function AdminLoginPage() {
  useDocumentTitle(t("admin.login.title"));
  useAdminManifest();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const reason = (location.state as { reason?: string } | null)?.reason ?? null;
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  /** Null until the server asks for a code from the authenticator app, once the password was right. */
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [alreadySignedIn] = useState(() => readStoredSession() !== null && reason === null);

  if (alreadySignedIn) return <Navigate to="/admin" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(refusalText("fillAllFields"));
      return;
    }
    if (code !== null && !code.trim()) {
      setError(refusalText("twoFactorRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = { username: username.trim(), password, ...(code === null ? {} : { code: code.trim() }) };
      storeSession(await callApi("login", { body }));
      navigate("/admin", { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === "twoFactorRequired") setCode("");
      else setError(loginError(caught));
      setBusy(false);
    }
  };

  return (
    <div className={`admin-app ${styles.page}`}>
      <main className={styles.card}>
        <h1>{t("admin.login.title")}</h1>
        <p className={styles.subtitle}>{t("admin.login.subtitle")}</p>
        {reason && (
          <p className="adm-notice adm-notice-warning" role="status">
            {reason}
          </p>
        )}
        {!online && (
          <p className="adm-notice adm-notice-warning" role="status">
            {t("admin.login.offline")}
          </p>
        )}
        <form onSubmit={submit} noValidate className={styles.form}>
          <div className="adm-field">
            <label htmlFor="admin-username">{t("admin.login.username")}</label>
            <input
              id="admin-username"
              className="adm-input"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => {
                setUsername(event.target.value);
                setError(null);
              }}
              required
              // biome-ignore lint/a11y/noAutofocus: the only task on this page is signing in
              autoFocus
            />
          </div>
          <div className="adm-field">
            <label htmlFor="admin-password">{t("admin.login.password")}</label>
            <input
              id="admin-password"
              className="adm-input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
              required
            />
          </div>
          {code !== null && (
            <div className="adm-field">
              <label htmlFor="admin-code">{t("admin.login.code")}</label>
              <input
                id="admin-code"
                className="adm-input tabular"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                aria-describedby="admin-code-hint"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setError(null);
                }}
                // biome-ignore lint/a11y/noAutofocus: the code is what the page asks for next
                autoFocus
              />
              <p id="admin-code-hint" className="adm-hint">
                {t("admin.login.codeHint")}
              </p>
            </div>
          )}
          <div role="alert" aria-live="assertive">
            {error && <p className="adm-notice adm-notice-error">{error}</p>}
          </div>
          <Button type="submit" kind="primary" wide disabled={busy || !online}>
            {busy ? t("admin.login.submitting") : t("admin.login.submit")}
          </Button>
        </form>
        <div className={styles.links}>
          <Link to="/" className={styles.back}>
            {t("admin.login.backToSite")}
          </Link>
          <LanguageSwitch className={styles.language} />
        </div>
      </main>
    </div>
  );
}
