import type { BoardWarning } from "#core/rates";
import { t } from "../../i18n/admin-catalogue";
import { describeWarning } from "./rate-text";
import styles from "./rates-admin.module.css";

/** What a careful owner checks before publishing; shown as it is typed, never blocking. */
export function BoardWarnings({ warnings }: { warnings: BoardWarning[] }) {
  return (
    <div role="status" aria-live="polite" className={styles.wide}>
      {warnings.length > 0 && (
        <div className="adm-notice adm-notice-warning">
          <p>{t("adminRates.form.warningsTitle")}</p>
          <ul>
            {warnings.map((warning) => (
              <li key={`${warning.kind}-${warning.metal}-${warning.grade}`}>{describeWarning(warning)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
