import type { BackupsResponse, OffsiteCopy } from "#core/schemas/backups";
import { t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { formatAdminDate } from "../kit/admin-date";
import { offsiteHealth } from "./backup-health";

/** Why a copy failed, in the page's language: by its code, as every refusal of the API. */
const reasonOf = (error: OffsiteCopy["error"]) =>
  error ? answerText({ message: error.message, code: error.code, issues: [] }) : "";

/** The last offsite copy's time, or why it failed; a copy under way; or that backups stay on this disk. */
export function OffsiteStatus({ backups }: { backups: BackupsResponse }) {
  const health = offsiteHealth(backups);
  const copying = backups.offsite.copying && <p>{t("adminBackups.offsite.copying")}</p>;
  if (health.status === "off") return <p className="adm-hint">{t("adminBackups.offsite.off")}</p>;
  if (health.status === "none") return copying || <p>{t("adminBackups.offsite.none")}</p>;
  const when = formatAdminDate(health.copy.at);
  const reason = reasonOf(health.copy.error);
  return (
    <>
      {copying || (health.status !== "failed" && <p>{t("adminBackups.offsite.copied", { when })}</p>)}
      {health.status === "failed" && (
        <p className="adm-notice adm-notice-error" role="alert">
          {t("adminBackups.offsite.failed", { when, reason })}
        </p>
      )}
      {health.status === "untidy" && (
        <p className="adm-notice adm-notice-warning" role="alert">
          {reason}
        </p>
      )}
    </>
  );
}
