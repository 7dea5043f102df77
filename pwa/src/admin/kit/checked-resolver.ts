import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { type CheckedIssue, failedCheck } from "#core/failed-check";
import { checkText } from "../../i18n/issue-text";

/** A field's failed check as the form keeps it: by which check (its `type`), in the page's words. */
export function fieldError(issue: CheckedIssue & { message: string }): FieldError {
  const check = failedCheck(issue);
  return { type: check.check, message: checkText(check, issue.message) };
}

/**
 * A form checked with core's schema, as the server checks the request: the same rules, each field's
 * first failed check kept by fieldError.
 */
export function checkedResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) errors[issue.path.join(".")] ??= fieldError(issue);
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
