import type { Flash } from "./use-flash";

export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <div role="status" aria-live="polite">
      {flash && (
        <p className={`adm-notice ${flash.kind === "success" ? "adm-notice-success" : "adm-notice-error"}`}>
          {flash.text}
        </p>
      )}
    </div>
  );
}
