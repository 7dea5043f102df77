import type { ReactNode } from "react";
import { useOnline } from "../../data/api/reachability";
import { t } from "../../i18n/admin-catalogue";
import { Button, type ButtonProps } from "./button";

type Props = ButtonProps & {
  /**
   * True while its change is on its way: the button stays focusable (aria-disabled, not disabled) so
   * focus is never dropped, and a click does nothing.
   */
  busy?: boolean;
  /** What it says while busy ("Saving…"); the children otherwise. */
  busyLabel?: ReactNode;
};

/**
 * A button whose action needs the server: turned off while offline, saying why in its title; what the
 * owner typed stays on the screen until the connection is back.
 */
export function OnlineButton({
  busy = false,
  busyLabel,
  disabled = false,
  title,
  onClick,
  children,
  ...rest
}: Props) {
  const online = useOnline();
  return (
    <Button
      {...rest}
      disabled={!online || disabled}
      aria-disabled={busy || undefined}
      title={online ? title : t("admin.offline.saveDisabled")}
      onClick={busy ? undefined : onClick}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
