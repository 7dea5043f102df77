import { LogOut } from "lucide-react";
import { useState } from "react";
import type { AdminSession } from "#core/schemas/admin-sessions";
import { t } from "../../i18n/admin-catalogue";
import { describeError, useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { formatAdminDate } from "../kit/admin-date";
import table from "../kit/compact-table.module.css";
import { useConfirm } from "../kit/confirm-dialog";
import { FlashMessage } from "../kit/flash-message";
import { LoadState } from "../kit/load-state";
import { OnlineButton } from "../kit/online-button";
import cards from "../kit/table-cards.module.css";
import { useFlash } from "../kit/use-flash";
import card from "./account-card.module.css";

/** The busy mark of "Sign out all other devices"; a single device's is its session's id. */
const OTHERS = "others";

/** "Chrome 131 on Android 14", or as much of it as the browser told. */
function deviceLabel(session: AdminSession): string {
  const { browser, system } = session;
  if (browser && system) return t("adminSettings.devices.browserOn", { browser, system });
  return browser ?? system ?? t("adminSettings.devices.unknown");
}

/**
 * Every browser signed in to the admin, this one marked: the owner signs out a lost phone or a shared
 * computer here, one at a time or all but this one.
 */
export function SignedInDevices() {
  const sessions = useAdminQuery("listSessions");
  const call = useAdminApi();
  const confirm = useConfirm();
  const [flash, showFlash] = useFlash();
  const [busy, setBusy] = useState<string | null>(null);

  /** Asks first; `busyKey` marks the button that is working; `done` is the sentence for success. */
  const signOut = async (question: string, busyKey: string, end: () => Promise<{ signedOut: number }>) => {
    if (!(await confirm(question, { confirmLabel: t("adminSettings.devices.signOut"), kind: "danger" })))
      return;
    setBusy(busyKey);
    showFlash(null);
    try {
      const { signedOut } = await end();
      showFlash({
        kind: "success",
        text:
          busyKey === OTHERS
            ? t("adminSettings.devices.othersSignedOut", { count: signedOut })
            : t("adminSettings.devices.deviceSignedOut"),
      });
    } catch (error) {
      showFlash({ kind: "error", text: describeError(error, t("adminSettings.devices.signOutFailed")) });
    } finally {
      setBusy(null);
    }
  };

  const list = sessions.data?.sessions;
  const others = list?.filter((session) => !session.current) ?? [];
  return (
    <section className={`adm-card ${card.card}`} aria-labelledby="devices-title">
      <h2 id="devices-title">{t("adminSettings.devices.title")}</h2>
      <p className="adm-hint">{t("adminSettings.devices.hint")}</p>
      <FlashMessage flash={flash} />
      {list === undefined ? (
        <LoadState
          loading={sessions.isFetching}
          error={sessions.error}
          failed={t("adminSettings.devices.loadError")}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <div className={table.scroller}>
          <table className={`${table.table} ${cards.cards}`} aria-labelledby="devices-title">
            <thead>
              <tr>
                <th scope="col">{t("adminSettings.devices.device")}</th>
                <th scope="col">{t("adminSettings.devices.address")}</th>
                <th scope="col">{t("adminSettings.devices.signedInAt")}</th>
                <th scope="col">{t("adminSettings.devices.lastUsedAt")}</th>
                <th scope="col" className={table.end}>
                  <span className="visually-hidden">{t("adminSettings.devices.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((session) => (
                <tr key={session.id}>
                  <th scope="row" className={cards.title}>
                    {deviceLabel(session)}
                  </th>
                  <td data-label={t("adminSettings.devices.address")}>
                    {session.address || t("adminSettings.devices.unknown")}
                  </td>
                  <td data-label={t("adminSettings.devices.signedInAt")}>
                    {formatAdminDate(session.signedInAt)}
                  </td>
                  <td data-label={t("adminSettings.devices.lastUsedAt")}>
                    {formatAdminDate(session.lastUsedAt)}
                  </td>
                  <td className={table.end}>
                    {session.current ? (
                      <span className="adm-badge">{t("adminSettings.devices.thisDevice")}</span>
                    ) : (
                      <OnlineButton
                        kind="danger"
                        size="small"
                        busy={busy === session.id}
                        busyLabel={t("adminSettings.devices.signingOut")}
                        aria-label={t("adminSettings.devices.signOutOne", { device: deviceLabel(session) })}
                        onClick={() =>
                          void signOut(
                            t("adminSettings.devices.confirmOne", { device: deviceLabel(session) }),
                            session.id,
                            () => call("endSession", { params: { id: session.id } }),
                          )
                        }
                      >
                        {t("adminSettings.devices.signOut")}
                      </OnlineButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {others.length > 0 && (
        <div className={card.actions}>
          <OnlineButton
            busy={busy === OTHERS}
            busyLabel={t("adminSettings.devices.signingOut")}
            onClick={() =>
              void signOut(t("adminSettings.devices.confirmOthers"), OTHERS, () => call("endOtherSessions"))
            }
          >
            <LogOut size={14} aria-hidden="true" />
            {t("adminSettings.devices.signOutOthers")}
          </OnlineButton>
        </div>
      )}
    </section>
  );
}
