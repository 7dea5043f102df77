import { api } from "#core/api";
import { emailNotificationsInputSchema } from "#core/schemas/email-notifications";
import { httpsPushSubscriptionSchema, pushEndpointSchema, pushSubscriptionSchema } from "#core/schemas/push";
import { refuse } from "../../http/errors";
import { readJson } from "../../http/read-body";
import { mailFailure } from "../../notifications/mail-failure";
import { PushSubscriptionGone, sendPush } from "../../notifications/push";
import type { RouteContext } from "../route-context";

/**
 * The owner's new-message notifications: the shop's mail server and a test email; each device's push
 * subscription and a test push.
 */
export function registerNotificationRoutes({
  route,
  audit,
  emailSettings,
  mailer,
  push,
  repos,
  logger,
}: RouteContext) {
  route(api.emailNotifications, (c) => c.json(emailSettings.view()));

  route(api.setEmailNotifications, async (c) => {
    const input = await readJson(c, emailNotificationsInputSchema);
    // The stored password goes only where it was given for: pointed elsewhere, it must be typed again.
    if (emailSettings.needsPasswordAgain(input)) throw refuse("emailPasswordAgain");
    emailSettings.save(input);
    audit(c, "settings.updated", { type: "settings", id: "emailNotifications", name: "Email Notifications" });
    c.set("publicDataUnchanged", true);
    return c.json(emailSettings.view());
  });

  route(api.sendTestEmail, async (c) => {
    c.set("publicDataUnchanged", true);
    if (!emailSettings.stored()) throw refuse("emailNotConfigured");
    const to = emailSettings.recipient();
    if (!to) throw refuse("noAdminEmail");
    try {
      await mailer.send({
        to,
        subject: "Test email from the shop's website",
        text: "This is the test email you asked for. New messages from the website will be sent to this address.\n",
      });
    } catch (error) {
      const failure = mailFailure(error);
      // What the mail server said stays in the log, where the person running the server reads it.
      logger.warn("test email not sent", { code: failure.code, detail: failure.detail });
      throw refuse(failure.code);
    }
    return c.json({ sentTo: to });
  });

  route(api.pushKey, (c) => c.json({ publicKey: push.keys.publicKey }));

  route(api.subscribePush, async (c) => {
    const subscription = await readJson(
      c,
      push.localServices ? pushSubscriptionSchema : httpsPushSubscriptionSchema,
    );
    repos.pushSubscriptions.save(c.get("admin").id, subscription, c.req.header("user-agent") ?? "");
    c.set("publicDataUnchanged", true);
    return c.json({ subscribed: true }, 201);
  });

  route(api.unsubscribePush, async (c) => {
    const { endpoint } = await readJson(c, pushEndpointSchema);
    repos.pushSubscriptions.removeForAdmin(c.get("admin").id, endpoint);
    c.set("publicDataUnchanged", true);
    return c.json({ subscribed: false });
  });

  route(api.sendTestPush, async (c) => {
    c.set("publicDataUnchanged", true);
    const { endpoint } = await readJson(c, pushEndpointSchema);
    const subscription = repos.pushSubscriptions.findByEndpoint(endpoint);
    if (!subscription) throw refuse("pushNotSubscribed");
    try {
      await sendPush(push, subscription, {
        title: "Notifications are on",
        body: "New messages from the website will show here.",
        url: "/admin/settings/account",
        unread: repos.messages.unreadCount(),
        tag: "test",
      });
    } catch (error) {
      if (error instanceof PushSubscriptionGone) repos.pushSubscriptions.remove(subscription.id);
      // What the push service said goes to the log only, as a mail server's does.
      logger.warn("test notification not sent", {
        detail: error instanceof Error ? error.message : String(error),
      });
      throw refuse("testPushFailed");
    }
    return c.json({ subscribed: true });
  });
}
