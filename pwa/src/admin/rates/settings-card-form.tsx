import type { ReactNode } from "react";
import type { SETTINGS_SCOPES } from "./save-scope";

interface Props {
  /** Where Ctrl/⌘+S saves this card rather than the board (save-scope.ts). */
  scope: (typeof SETTINGS_SCOPES)[number];
  title: string;
  hint: string;
  onSave: () => void;
  children: ReactNode;
}

/** One settings section beside the board: its card, heading and hint, saved by its own submit. */
export function SettingsCardForm({ scope, title, hint, onSave, children }: Props) {
  const titleId = `${scope}-title`;
  return (
    <form
      className="adm-card"
      noValidate
      aria-labelledby={titleId}
      data-save-scope={scope}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p className="adm-hint">{hint}</p>
      {children}
    </form>
  );
}
