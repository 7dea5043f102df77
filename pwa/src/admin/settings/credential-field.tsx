import type { InputHTMLAttributes } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  /** Where the form's own message is: "Please fill in all fields" is said once there, not under every field. */
  formMessageId: string;
}

export function CredentialField({ id, label, hint, error, registration, formMessageId, ...input }: Props) {
  const inline = error?.message && error.type !== "required" ? error.message : null;
  const describedBy = [hint && `${id}-hint`, inline ? `${id}-error` : error && formMessageId]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="adm-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className="adm-hint">
          {hint}
        </p>
      )}
      {inline && (
        <p id={`${id}-error`} className="adm-error">
          {inline}
        </p>
      )}
    </div>
  );
}
