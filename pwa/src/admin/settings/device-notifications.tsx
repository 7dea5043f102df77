import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import type { PushSubscriptionInput } from "#core/schemas/push";
import { t } from "../../i18n/admin-catalogue";
import { type DevicePushState, devicePushState, pushRegistration } from "../../shared/device-push";
import { describeError, useAdminApi } from "../api/use-admin-api";
import { FlashMessage } from "../kit/flash-message";
import { OnlineButton } from "../kit/online-button";
import { useFlash } from "../kit/use-flash";
import card from "./account-card.module.css";

/**
 * A notification on this device for each new message (Web Push), with the sender's name and first
 * words; turned on per device, since each phone or computer asks its own permission.
 */
export function DeviceNotifications() {
  const call = useAdminApi();
  const [state, setState] = useState<DevicePushState | null>(null);
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [flash, showFlash] = useFlash();

  useEffect(() => {
    let live = true;
    void devicePushState().then((found) => {
      if (!live) return;
      setState(found.state);
      setSubscription(found.subscription);
    });
    return () => {
      live = false;
    };
  }, []);

  const act = async (work: () => Promise<void>, failed: string) => {
    setBusy(true);
    showFlash(null);
    try {
      await work();
    } catch (error) {
      showFlash({ kind: "error", text: describeError(error, failed) });
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    act(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "blocked" : "off");
        return;
      }
      const registration = await pushRegistration();
      if (!registration) throw new Error("no service worker");
      const { publicKey } = await call("pushKey");
      const made = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      await call("subscribePush", { body: made.toJSON() as PushSubscriptionInput });
      setSubscription(made);
      setState("on");
      showFlash({ kind: "success", text: t("adminSettings.push.turnedOn") });
    }, t("adminSettings.push.failed"));

  const turnOff = () =>
    act(async () => {
      if (subscription) {
        await call("unsubscribePush", { body: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setSubscription(null);
      setState("off");
      showFlash({ kind: "success", text: t("adminSettings.push.turnedOff") });
    }, t("adminSettings.push.failed"));

  const test = () =>
    act(async () => {
      if (!subscription) return;
      await call("sendTestPush", { body: { endpoint: subscription.endpoint } });
      showFlash({ kind: "success", text: t("adminSettings.push.testSent") });
    }, t("adminSettings.push.testFailed"));

  return (
    <section className={`adm-card ${card.card}`} aria-labelledby="push-title">
      <div className={card.header}>
        <h3 id="push-title">{t("adminSettings.push.title")}</h3>
        {state === "on" && <span className={`adm-badge ${card.on}`}>{t("adminSettings.twoFactor.on")}</span>}
      </div>
      <p className="adm-hint">{t("adminSettings.push.hint")}</p>
      {state === "unsupported" && (
        <p className="adm-notice adm-notice-warning">{t("adminSettings.push.unsupported")}</p>
      )}
      {state === "blocked" && (
        <p className="adm-notice adm-notice-warning">{t("adminSettings.push.blocked")}</p>
      )}
      <FlashMessage flash={flash} />
      <div className={card.actions}>
        {state === "off" && (
          <OnlineButton
            kind="primary"
            busy={busy}
            busyLabel={t("adminSettings.twoFactor.working")}
            onClick={() => void turnOn()}
          >
            <BellRing size={14} aria-hidden="true" />
            {t("adminSettings.push.turnOn")}
          </OnlineButton>
        )}
        {state === "on" && (
          <>
            <OnlineButton
              busy={busy}
              busyLabel={t("adminSettings.twoFactor.working")}
              onClick={() => void test()}
            >
              {t("adminSettings.push.test")}
            </OnlineButton>
            <OnlineButton disabled={busy} onClick={() => void turnOff()}>
              {t("adminSettings.push.turnOff")}
            </OnlineButton>
          </>
        )}
      </div>
    </section>
  );
}
