import { type Ref, useId } from "react";
import { useTypedBeforeStart } from "../../shared/typed-before-start";

type Props = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  ref: Ref<HTMLInputElement & HTMLTextAreaElement>;
} & (
  | { multiline: true; type?: never; autoComplete?: never; inputMode?: never }
  | {
      multiline?: false;
      type: "text" | "tel";
      autoComplete: string;
      inputMode?: "tel";
    }
);

/** A labelled input or textarea whose error sits under it and is read out with it. */
export function ContactField({ label, value, error, onChange, ref, ...control }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const typedBefore = useTypedBeforeStart(onChange);
  const shared = {
    id,
    ref,
    value,
    required: true,
    className: "input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className="field" ref={typedBefore(id)}>
      <label htmlFor={id}>{label}</label>
      {control.multiline ? (
        <textarea {...shared} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={control.type}
          autoComplete={control.autoComplete}
          inputMode={control.inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
