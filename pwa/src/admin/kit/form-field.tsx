import type { ReactNode } from "react";

interface Props {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** The ids a control needs so its hint and its error are read with it. */
export function fieldAria(id: string, { hint, error }: { hint?: string; error?: string }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/** Label above the control, the hint under it, and the field's own error under that. */
export function FormField({ id, label, hint, error, className, children }: Props) {
  return (
    <div className={`adm-field ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="adm-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-error">
          {error}
        </p>
      )}
    </div>
  );
}
