import { Search } from "lucide-react";
import type { Ref } from "react";
import styles from "./search-box.module.css";

interface Props {
  id: string;
  /** Its label, read by screen readers (the magnifier says it to everyone else). */
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
}

/** A toolbar's search field: the magnifier, its "/" shortcut shown, and Esc to clear what was typed. */
export function SearchBox({ id, label, placeholder, value, onValueChange, inputRef, maxLength }: Props) {
  return (
    <div className={styles.search}>
      <Search size={14} aria-hidden="true" className={styles.icon} />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className="adm-input"
        placeholder={placeholder}
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || value === "") return;
          event.preventDefault();
          onValueChange("");
        }}
      />
      <span className="adm-kbd" aria-hidden="true">
        /
      </span>
    </div>
  );
}
