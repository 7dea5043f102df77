import { useCallback, useState } from "react";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { useAdminApi } from "../api/use-admin-api";
import { useConfirm } from "../kit/confirm-dialog";
import type { Flash } from "../kit/use-flash";
import { type FailureSentence, failureReason, failureText } from "./failure-text";

/**
 * Every change made from the list (featured badge, row delete, bulk actions), each reported once;
 * each call answers after the list has been fetched again.
 */
export function useJewelryWrites(flash: (flash: Flash) => void) {
  const call = useAdminApi();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const track = useCallback(async <T>(ids: string[], work: () => Promise<T>): Promise<T> => {
    setBusy((current) => new Set([...current, ...ids]));
    try {
      return await work();
    } finally {
      setBusy((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  }, []);

  const setFeatured = useCallback(
    (items: readonly JewelryItem[], featured: boolean) =>
      track(
        items.map((item) => item._id),
        async () => {
          const results = await Promise.allSettled(
            items.map((item) => call("updateJewelry", { params: { id: item._id }, body: { featured } })),
          );
          report(results, items, {
            single: t("adminJewelry.updated"),
            summary: featured ? "adminJewelry.bulk.featured" : "adminJewelry.bulk.unfeatured",
            error: "adminJewelry.saveError",
            flash,
          });
        },
      ),
    [call, track, flash],
  );

  /** Asks once, deletes, and answers the ids that are gone. */
  const remove = useCallback(
    async (items: readonly JewelryItem[]): Promise<string[]> => {
      const question =
        items.length === 1
          ? t("adminJewelry.confirmDelete")
          : t("adminJewelry.bulk.confirmDelete", { count: items.length });
      if (!(await confirm(question, { confirmLabel: t("admin.common.delete"), kind: "danger" }))) return [];
      return track(
        items.map((item) => item._id),
        async () => {
          const results = await Promise.allSettled(
            items.map((item) => call("deleteJewelry", { params: { id: item._id } })),
          );
          report(results, items, {
            single: t("adminJewelry.deleted"),
            summary: "adminJewelry.bulk.deleted",
            error: "adminJewelry.deleteError",
            flash,
          });
          return items.filter((_, index) => results[index]?.status === "fulfilled").map((item) => item._id);
        },
      );
    },
    [call, confirm, track, flash],
  );

  return { busy, setFeatured, remove };
}

interface ReportTexts {
  single: string;
  summary: "adminJewelry.bulk.featured" | "adminJewelry.bulk.unfeatured" | "adminJewelry.bulk.deleted";
  error: FailureSentence;
  flash: (flash: Flash) => void;
}

/**
 * One message for the whole action: the spec's own sentences for one item (a failure followed by
 * its reason), a count for several, then the spec's failure sentence with each failed item and why.
 */
function report(
  results: PromiseSettledResult<unknown>[],
  items: readonly JewelryItem[],
  { single, summary, error, flash }: ReportTexts,
) {
  const failures = results.flatMap((result, index) =>
    result.status === "rejected"
      ? [{ name: items[index]?.name ?? "", reason: result.reason as unknown }]
      : [],
  );
  if (items.length === 1) {
    const failure = failures[0];
    flash(
      failure
        ? { kind: "error", text: failureText(error, failure.reason) }
        : { kind: "success", text: single },
    );
    return;
  }
  const done = t(summary, { count: items.length - failures.length, total: items.length });
  if (failures.length === 0) {
    flash({ kind: "success", text: done });
    return;
  }
  const names = failures
    .map((failure) => {
      const reason = failureReason(failure.reason);
      return reason ? `${failure.name} (${reason})` : failure.name;
    })
    .join(", ");
  flash({ kind: "error", text: `${done} ${t("adminJewelry.bulk.failed", { error: t(error), names })}` });
}
