import { useHotkeys } from "react-hotkeys-hook";

/** Ctrl/⌘+S saves the form in view, even from inside a field; the browser's own save never opens. */
export function useSaveShortcut(save: () => void, enabled = true) {
  useHotkeys(
    "mod+s",
    (event) => {
      event.preventDefault();
      if (enabled) save();
    },
    { enableOnFormTags: true, enableOnContentEditable: true, preventDefault: true },
    [save, enabled],
  );
}

/**
 * A single-key shortcut that stays out of the way while the owner types in a field. Keys are named
 * by their position ("n", "slash", "shift+slash" for ?), as react-hotkeys-hook reads them.
 */
export function useKeyShortcut(keys: string, action: () => void, enabled = true) {
  useHotkeys(
    keys,
    (event) => {
      event.preventDefault();
      action();
    },
    { enabled },
    [action, enabled],
  );
}
