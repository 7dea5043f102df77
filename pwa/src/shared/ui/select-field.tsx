import { useTypedBeforeStart } from "../typed-before-start";

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A labelled drop-down. It hands back only a value it offered, typed as such, so no caller has to
 * cast or check the text the browser reports.
 */
export function SelectField<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
}) {
  const pick = (value: string) => {
    const picked = options.find((option) => option.value === value);
    if (picked) onChange(picked.value);
  };
  const typedBefore = useTypedBeforeStart(pick);
  return (
    <div className="field" ref={typedBefore(id)}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => pick(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
