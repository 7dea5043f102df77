import { Plus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { get, type UseFormReturn, useFieldArray } from "react-hook-form";
import { MAX_SHOWROOMS } from "#core/schemas/settings";
import { t } from "../../i18n/admin-catalogue";
import { Button } from "../kit/button";
import { MoveButtons } from "../kit/move-buttons";
import type { UploadCounts } from "../uploads/use-photo-uploads";
import { fieldId, showroomFields } from "./section-fields";
import styles from "./section-form.module.css";
import type { SectionFormValues } from "./section-form-values";
import { SettingsField } from "./settings-field";

interface Props {
  form: UseFormReturn<SectionFormValues>;
  onUploadsChange: (path: string, counts: UploadCounts) => void;
}

const PATH = "contactUs.showrooms";

/** A showroom with nothing written yet; its pin is left empty, so saving asks for one. */
const blankShowroom = () => ({
  name: "",
  address: "",
  businessHours: "",
  phone: "",
  whatsapp: "",
  mapLocation: "",
  coordinates: { lat: undefined, lng: undefined },
  bn: { name: "", address: "", businessHours: "" },
});

/** The shop's showrooms, each a group of its fields: added, moved, removed, always at least one. */
export function ShowroomsField({ form, onUploadsChange }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: PATH });
  const list = useRef<HTMLOListElement>(null);
  const id = fieldId(PATH);
  const listError = (get(form.formState.errors, PATH) as { message?: string; root?: { message?: string } })
    ?.root?.message;
  const names = (form.watch(PATH) ?? []) as { name?: string }[];
  const nameOf = (index: number) =>
    names[index]?.name?.trim() || t("adminSettings.showrooms.item", { n: index + 1 });

  // Focus follows a showroom that moved, or goes to the nearest one left, so the keyboard is never lost.
  const focusAfter = (index: number, selector: string) => {
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll<HTMLElement>(":scope > li") ?? [];
      const item = items[Math.min(index, items.length - 1)];
      const wanted = item?.querySelector<HTMLElement>(selector);
      (wanted && !wanted.matches(":disabled") ? wanted : item?.querySelector<HTMLElement>("input"))?.focus();
    });
  };

  return (
    <section className={`adm-span-2 ${styles.showrooms}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("adminSettings.showrooms.title")}</h3>
      <p className="adm-hint">{t("adminSettings.showrooms.hint")}</p>
      <ol ref={list} className={styles.showroomList}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className={styles.group}>
              <legend>
                {t("adminSettings.showrooms.item", { n: index + 1 })}
                {names[index]?.name?.trim() && (
                  <span className={styles.legendName}>: {names[index]?.name}</span>
                )}
              </legend>
              <div className={styles.showroomTools}>
                <MoveButtons
                  index={index}
                  count={fields.length}
                  upLabel={t("adminSettings.showrooms.up", { name: nameOf(index) })}
                  downLabel={t("adminSettings.showrooms.down", { name: nameOf(index) })}
                  onMove={(by) => {
                    move(index, index + by);
                    focusAfter(index + by, by < 0 ? '[data-move="up"]' : '[data-move="down"]');
                  }}
                />
                <Button
                  kind="ghost"
                  size="small"
                  aria-label={t("adminSettings.showrooms.remove", { name: nameOf(index) })}
                  title={
                    fields.length === 1
                      ? t("adminSettings.showrooms.lastOne")
                      : t("adminSettings.showrooms.remove", { name: nameOf(index) })
                  }
                  disabled={fields.length === 1}
                  onClick={() => {
                    remove(index);
                    focusAfter(index, '[data-move="up"]');
                  }}
                >
                  <Trash2 size={14} aria-hidden="true" />
                  {t("adminSettings.showrooms.removeShort")}
                </Button>
              </div>
              <div className="adm-form-grid">
                {showroomFields(index).map((spec) => (
                  <SettingsField
                    key={spec.name}
                    spec={spec}
                    section="contactUs"
                    form={form}
                    onUploadsChange={onUploadsChange}
                  />
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {fields.length === 1 && <p className="adm-hint">{t("adminSettings.showrooms.lastOne")}</p>}
      {fields.length < MAX_SHOWROOMS ? (
        <Button
          size="small"
          onClick={() => {
            append(blankShowroom());
            focusAfter(fields.length, "input");
          }}
        >
          <Plus size={14} aria-hidden="true" />
          {t("adminSettings.showrooms.add")}
        </Button>
      ) : (
        <p className="adm-hint">{t("adminSettings.showrooms.full", { n: MAX_SHOWROOMS })}</p>
      )}
      {listError && (
        <p id={`${id}-error`} className="adm-error">
          {listError}
        </p>
      )}
    </section>
  );
}
