/**
 * Four forms share Ctrl/⌘+S on this screen: the one holding the focus saves, and the board form
 * when the focus is elsewhere. Each settings form marks itself with data-save-scope.
 */
export const saveScopeOfFocus = (): string | null =>
  document.activeElement?.closest("[data-save-scope]")?.getAttribute("data-save-scope") ?? null;

/** The settings forms beside the board, by their data-save-scope. */
export const SETTINGS_SCOPES = ["settings", "old-gold", "rate-display", "zakat"] as const;

/** Whether Ctrl/⌘+S is the board form's: the focus is in neither settings form. */
export const boardHasSaveShortcut = (): boolean => {
  const scope = saveScopeOfFocus();
  return !SETTINGS_SCOPES.some((settings) => settings === scope);
};
