import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { RATE_GRADES, RATE_METALS } from "#core/rate-terms";
import { boardWarnings } from "#core/rates";
import type { RateBoardInput, RateBoardPrices } from "#core/schemas/gold-rates";
import { ApiError } from "../../data/api/api-client";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { useAdminApi } from "../api/use-admin-api";
import { useConfirm } from "../kit/confirm-dialog";
import { FormActions } from "../kit/form-actions";
import { showServerIssues } from "../kit/server-issues";
import { useFlash } from "../kit/use-flash";
import { useSaveShortcut } from "../shell/use-shortcut";
import { BajusPaste } from "./bajus-paste";
import {
  type BoardFormValues,
  boardFieldFor,
  boardFormValues,
  boardResolver,
  completePrices,
} from "./board-values";
import { BoardWarnings } from "./board-warnings";
import { EffectiveTime } from "./effective-time";
import { PriceField } from "./price-field";
import { describeWarning, metalName } from "./rate-text";
import styles from "./rates-admin.module.css";
import { boardHasSaveShortcut } from "./save-scope";

interface Props {
  /** The figures in force: the prefill and what the warnings compare with. */
  current: RateBoardPrices | null;
  /** When the boards were last fetched: each time, an untouched form takes the figures in force. */
  fetchedAt: number;
  onDirtyChange: (dirty: boolean) => void;
}

/** The next board: eight per-gram figures, when it takes effect, and the checks before it goes out. */
export function BoardForm({ current, fetchedAt, onDirtyChange }: Props) {
  const call = useAdminApi();
  const confirm = useConfirm();
  const online = useOnline();
  const [flash, showFlash] = useFlash();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BoardFormValues, unknown, RateBoardInput>({
    defaultValues: boardFormValues(current),
    resolver: boardResolver,
  });
  const { isDirty, isSubmitting } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const currentKey = JSON.stringify(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-prefill only when the boards were fetched again
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(boardFormValues(current));
  }, [currentKey, fetchedAt]);

  const typed = useWatch({ control: form.control, name: "prices" });
  const next = completePrices(typed);
  const warnings = next ? boardWarnings(next, current) : [];

  const publish = useCallback(
    () =>
      form.handleSubmit(async (input) => {
        setFailure(null);
        showFlash(null);
        const found = boardWarnings(input.prices, current);
        if (found.length > 0) {
          const go = await confirm(
            t("adminRates.form.confirmWarnings", { warnings: found.map(describeWarning).join("; ") }),
            { confirmLabel: t("adminRates.form.publishAnyway") },
          );
          if (!go) return;
        }
        try {
          const board = await call("publishRates", { body: input });
          form.reset(boardFormValues(board.prices));
          showFlash({ kind: "success", text: t("adminRates.form.published") });
        } catch (error) {
          if (!(error instanceof ApiError)) {
            setFailure(t("adminRates.form.publishException"));
            return;
          }
          const rest = showServerIssues(form.setError, error, boardFieldFor);
          if (rest) setFailure(t("adminRates.form.publishFailed", { error: rest }));
        }
      })(),
    [form, call, confirm, current, showFlash],
  );

  const canPublish = online && isDirty && !isSubmitting;
  useSaveShortcut(() => {
    if (boardHasSaveShortcut()) void publish();
  }, canPublish);

  return (
    <form
      className="adm-card"
      noValidate
      aria-labelledby="rates-form-title"
      data-save-scope="board"
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <h2 id="rates-form-title">{t("adminRates.form.title")}</h2>
      <p className="adm-hint">{t("adminRates.form.hint")}</p>
      <BajusPaste form={form} />
      <div className={`adm-form-grid ${styles.formGrid}`}>
        {RATE_METALS.map((metal) => (
          <fieldset key={metal} className={styles.fieldset}>
            <legend>{metalName(metal)}</legend>
            {RATE_GRADES.map((grade) => (
              <PriceField key={grade} metal={metal} grade={grade} form={form} />
            ))}
          </fieldset>
        ))}
        <EffectiveTime form={form} />
        <BoardWarnings warnings={warnings} />
      </div>
      <FormActions
        form={form}
        className={styles.actionBar}
        flash={flash}
        failure={failure}
        onReset={() => setFailure(null)}
        labels={{
          submit: "adminRates.form.publish",
          busy: "adminRates.form.publishing",
          unsaved: "adminRates.form.unsaved",
          reset: "adminRates.form.reset",
          resetTitle: "adminRates.form.resetTitle",
          shortcutHint: "adminRates.form.shortcutHint",
          noChanges: "adminRates.form.noChanges",
        }}
      />
    </form>
  );
}
