import { useEffect } from "react";
import { useBlocker } from "react-router";
import { t } from "../../i18n/admin-catalogue";
import { useConfirm } from "./confirm-dialog";

/**
 * Nothing typed is lost silently: leaving a form with unsaved changes (another screen, the back
 * button, closing the window) asks first.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm(`${t("admin.unsaved.title")} ${t("admin.unsaved.text")}`, {
      confirmLabel: t("admin.unsaved.leave"),
      kind: "danger",
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
