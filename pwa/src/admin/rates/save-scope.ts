/**
 * Two forms share Ctrl/⌘+S on this screen: the one holding the focus saves, and the board form
 * when the focus is elsewhere. Each form marks itself with data-save-scope.
 */
export const saveScopeOfFocus = (): string | null =>
  document.activeElement?.closest("[data-save-scope]")?.getAttribute("data-save-scope") ?? null;
