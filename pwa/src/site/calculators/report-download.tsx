import { useState } from "react";
import { formatDeviceTime } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { downloadBlob } from "../../shared/download-file";
import styles from "./calculators.module.css";
import { ListDownloadButton } from "./list-download-button";
import { loadTrademark } from "./load-trademark";
import { renderReportPng, reportFileName } from "./report-image";
import type { CalculatorEntry } from "./use-session-list";

/** "Download Report": draws the list as a PNG on the device and saves it. */
export function ReportDownload({
  entries,
  shopName,
  trademarkImage,
}: {
  entries: readonly CalculatorEntry[];
  shopName: string;
  trademarkImage: string;
}) {
  const [state, setState] = useState<"idle" | "working" | "failed">("idle");
  const empty = entries.length === 0;

  const download = async () => {
    setState("working");
    try {
      const trademark = await loadTrademark(trademarkImage);
      const date = formatDeviceTime(new Date());
      const png = await renderReportPng({ shopName, date, entries }, trademark);
      downloadBlob(png, reportFileName(Date.now()));
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  return (
    <div className={styles.downloadRow}>
      <ListDownloadButton
        id="report"
        label={t("calculators.report.download")}
        emptyHint={t("calculators.report.needsItems")}
        empty={empty}
        busy={state === "working"}
        onClick={download}
      />
      <div role="status" className={styles.downloadStatus}>
        {state === "working" && t("calculators.report.working")}
      </div>
      {state === "failed" && (
        <p className="notice notice-error" role="alert">
          {t("calculators.report.failed")}
        </p>
      )}
    </div>
  );
}
