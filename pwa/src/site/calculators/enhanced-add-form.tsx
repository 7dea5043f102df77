import { type FormEvent, type RefObject, useState } from "react";
import type { TraditionalWeight } from "#core/units";
import { t } from "../../i18n/messages";
import styles from "./calculators.module.css";
import { ProductNameField } from "./product-name-field";
import { useWeightForm } from "./use-weight-form";
import { WeightFieldset } from "./weight-fields";

const NAME_ID = "enhanced-name";

/**
 * The form the "Add Product" disclosure opens: only a name is required; weights need only be
 * numbers, minus ones too. `nameInput` is its first field, for the disclosure to focus.
 */
export function EnhancedAddForm({
  id,
  nameInput,
  onAdd,
  onClose,
}: {
  id: string;
  nameInput: RefObject<HTMLInputElement | null>;
  onAdd: (name: string, weight: TraditionalWeight) => void;
  onClose: () => void;
}) {
  const form = useWeightForm("enhanced", "free");
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState(false);

  const reset = () => {
    setName("");
    setNameError(false);
    form.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const parsed = form.validate();
    setNameError(trimmed === "");
    if (trimmed === "") nameInput.current?.focus();
    if (trimmed === "" || !parsed.ok) return;
    onAdd(trimmed, parsed.weight);
    reset();
  };

  const cancel = () => {
    reset();
    onClose();
  };

  return (
    <form
      id={id}
      noValidate
      onSubmit={submit}
      className={`${styles.form} ${styles.addForm}`}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t("calculators.enhanced.formTitle")}
      </h3>
      <ProductNameField
        id={NAME_ID}
        value={name}
        error={nameError ? t("calculators.enhanced.nameRequired") : null}
        onChange={(value) => {
          setName(value);
          setNameError(false);
        }}
        inputRef={nameInput}
      />
      <WeightFieldset form={form} />
      <p className={styles.formNote}>{t("calculators.enhanced.minusNote")}</p>
      <div className={styles.formActions}>
        <button type="submit" className="button button-primary">
          {t("calculators.enhanced.confirm")}
        </button>
        <button type="button" className="button button-secondary" onClick={cancel}>
          {t("calculators.enhanced.cancel")}
        </button>
      </div>
    </form>
  );
}
