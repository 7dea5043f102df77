import { Plus, X } from "lucide-react";
import { useRef } from "react";
import { type FieldErrors, get, type UseFormReturn, useFieldArray } from "react-hook-form";
import { t } from "../../i18n/admin-catalogue";
import { Button } from "../kit/button";
import { MoveButtons } from "../kit/move-buttons";
import { type FieldSpec, fieldId } from "./section-fields";
import styles from "./section-form.module.css";
import type { SectionFormValues } from "./section-form-values";

interface Props {
  path: string;
  spec: FieldSpec;
  form: UseFormReturn<SectionFormValues>;
}

/** The schema checks the list after blank rows are dropped, so its row numbers are not ours: show the first message for the list. */
function firstMessage(errors: FieldErrors<SectionFormValues>, path: string): string | undefined {
  const found = get(errors, path) as unknown;
  const walk = (node: unknown): string | undefined => {
    if (!node || typeof node !== "object") return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === "string") return message;
    for (const child of Object.values(node)) {
      const inner = walk(child);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(found);
}

/** Payment methods as an editable list: add, remove and reorder rows, each a plain text input. */
export function PaymentMethodsField({ path, spec, form }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: path });
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const id = fieldId(path);
  const error = firstMessage(form.formState.errors, path);
  const label = t(spec.label);

  const rows = (form.watch(path) ?? []) as { value?: string }[];
  const rowName = (index: number) =>
    rows[index]?.value?.trim() || t("adminSettings.payment.item", { n: index + 1 });

  // After a row moves or goes, focus follows it (or the nearest row) so the keyboard is never lost.
  const focusAfter = (index: number, selector = "input") => {
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll("li") ?? [];
      const row = items[Math.min(index, items.length - 1)];
      const wanted = row?.querySelector<HTMLElement>(selector);
      const target = wanted && !wanted.matches(":disabled") ? wanted : row?.querySelector("input");
      (target ?? addButton.current)?.focus();
    });
  };

  return (
    <fieldset
      className={`adm-span-2 ${styles.group}`}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
    >
      <legend>{label}</legend>
      <p id={`${id}-hint`} className="adm-hint">
        {t("adminSettings.payment.hint")}
      </p>
      {fields.length === 0 && <p className="adm-hint">{t("adminSettings.payment.empty")}</p>}
      <ol ref={list} className={styles.paymentList}>
        {fields.map((field, index) => {
          const inputId = `${id}-${index}`;
          return (
            <li key={field.id} className={styles.paymentRow}>
              <label htmlFor={inputId} className="visually-hidden">
                {t("adminSettings.payment.item", { n: index + 1 })}
              </label>
              <input
                id={inputId}
                className="adm-input"
                aria-invalid={error ? true : undefined}
                {...form.register(`${path}.${index}.value`)}
              />
              <MoveButtons
                index={index}
                count={fields.length}
                upLabel={t("adminSettings.payment.up", { name: rowName(index) })}
                downLabel={t("adminSettings.payment.down", { name: rowName(index) })}
                onMove={(by) => {
                  move(index, index + by);
                  focusAfter(index + by, by < 0 ? '[data-move="up"]' : '[data-move="down"]');
                }}
              />
              <Button
                kind="ghost"
                size="small"
                aria-label={t("adminSettings.payment.remove", { name: rowName(index) })}
                title={t("adminSettings.payment.remove", { name: rowName(index) })}
                onClick={() => {
                  remove(index);
                  focusAfter(index);
                }}
              >
                <X size={14} aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        ref={addButton}
        size="small"
        onClick={() => {
          append({ value: "" });
          focusAfter(fields.length);
        }}
      >
        <Plus size={14} aria-hidden="true" />
        {t("adminSettings.payment.add")}
      </Button>
      {error && (
        <p id={`${id}-error`} className="adm-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
