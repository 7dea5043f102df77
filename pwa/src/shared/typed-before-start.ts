import { type RefCallback, useRef, useState } from "react";

const CONTROLS = "input, textarea, select";

/**
 * What the visitor left in `control` if they changed it in the server's HTML, or null. What the
 * HTML said is still the control's default (React makes it the rendered value when it takes the
 * element over), so no rendered value needs passing; a drop-down says it by its `selected` option.
 */
export function changedInPage(control: Element | null): string | null {
  if (control instanceof HTMLSelectElement) {
    const rendered = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (rendered?.value ?? "") ? control.value : null;
  }
  if (control instanceof HTMLInputElement && control.type === "radio")
    return control.checked && !control.defaultChecked ? control.value : null;
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
    return control.value !== control.defaultValue ? control.value : null;
  return null;
}

/**
 * Hands the app what the visitor typed or picked in the server's HTML before the app started.
 * React takes those elements over as they are but starts from the state it rendered, and would
 * write that back over them at its next render. The returned function gives, for each `key`, a ref
 * for a control or the element around it (a field's label, control and message): when React first
 * attaches it, a changed control's value goes to `take` as a change would, so its checks run and
 * whatever keeps it (a draft) keeps it. The elements stay the ones the visitor is in, so focus and
 * the caret stay where they left them. Controls rendered in the browser hold what was rendered.
 */
export function useTypedBeforeStart<Key>(
  take: (value: string, key: Key) => void,
): (key: Key) => RefCallback<HTMLElement> {
  // The first render's: the server's elements are attached once, when they are first rendered.
  const first = useRef(take);
  // One ref per key, the same each render, so React attaches it once and not at every render.
  const [refs] = useState(() => new Map<Key, RefCallback<HTMLElement>>());
  return (key) => {
    let ref = refs.get(key);
    if (!ref) {
      ref = (element) => {
        const control = element?.matches(CONTROLS) ? element : (element?.querySelector(CONTROLS) ?? null);
        const value = changedInPage(control);
        if (value !== null) first.current(value, key);
      };
      refs.set(key, ref);
    }
    return ref;
  };
}
