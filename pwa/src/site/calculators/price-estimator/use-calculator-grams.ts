import { type FormEvent, useState } from "react";
import { weightToGrams } from "#core/units";
import { weightFieldId } from "../weight-fields";
import { type BadInput, EMPTY_FIELDS, parseWeight, UNITS, type WeightFields } from "../weight-form";

/** The id prefix of the "Convert to Grams" inputs (ConvertToGrams on /gold-calculator). */
const TO_GRAMS = "to-grams";

/**
 * The grams of the calculator's last "Convert to Grams" result, for the estimator below it. It
 * listens to the form's submit as it bubbles and reads the same inputs with the same rules, so the
 * calculator itself needs no changes; null after a conversion that failed its checks.
 */
export function useCalculatorGrams() {
  const [grams, setGrams] = useState<number | null>(null);

  const onSubmit = (event: FormEvent<HTMLElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const fields: WeightFields = { ...EMPTY_FIELDS };
    const badInput: BadInput = {};
    for (const unit of UNITS) {
      const input = form.querySelector(`#${weightFieldId(TO_GRAMS, unit)}`);
      // Another form (Convert from Grams, the product list): not the weight the estimator follows.
      if (!(input instanceof HTMLInputElement)) return;
      fields[unit] = input.value;
      badInput[unit] = input.validity.badInput;
    }
    const parsed = parseWeight(fields, badInput, "ranged");
    setGrams(parsed.ok ? weightToGrams(parsed.weight) : null);
  };

  return { grams, onSubmit };
}
