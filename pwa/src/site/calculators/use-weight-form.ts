import { useEffect, useState } from "react";
import { useTypedBeforeStart } from "../../shared/typed-before-start";
import {
  EMPTY_FIELDS,
  firstInvalidUnit,
  parseWeight,
  prepareRules,
  type Unit,
  type WeightErrors,
  type WeightFields,
  type WeightParse,
} from "./weight-form";

export const weightFieldId = (idPrefix: string, unit: Unit) => `${idPrefix}-${unit}`;

export type WeightForm = ReturnType<typeof useWeightForm>;

/**
 * State of one set of unit inputs: typed text and the errors of the last check.
 * WeightFieldset draws the inputs from it, so their ids and limits are the ones checked and focused here.
 */
export function useWeightForm(idPrefix: string, rules: "ranged" | "free") {
  const [fields, setFields] = useState<WeightFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<WeightErrors>({});

  const change = (unit: Unit, value: string) => {
    setFields((current) => ({ ...current, [unit]: value }));
    // The message concerned the old value; the next check decides about the new one.
    setErrors((current) => ({ ...current, [unit]: undefined }));
  };
  const typedBefore = useTypedBeforeStart((value, unit: Unit) => change(unit, value));
  useEffect(() => void prepareRules(rules), [rules]);

  /** Checks the fields; on failure shows the messages and moves focus to the first field in error. */
  const validate = (): WeightParse => {
    const result = parseWeight(fields, rules);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) {
      const unit = firstInvalidUnit(result.errors);
      if (unit) document.getElementById(weightFieldId(idPrefix, unit))?.focus();
    }
    return result;
  };

  const reset = () => {
    setFields(EMPTY_FIELDS);
    setErrors({});
  };

  return { idPrefix, ranged: rules === "ranged", fields, errors, change, typedBefore, validate, reset };
}
