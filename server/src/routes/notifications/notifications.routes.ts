import { api } from "#core/api";
import { emailNotificationsInputSchema } from "#core/schemas/email-notifications";
import { pushEndpointSchema, pushSubscriptionSchema } from "#core/schemas/push";
import { HttpError } from "../../http/errors";
import { readJson } from "../../http/read-body";
import { sendEmail } from "../../notifications/mailer";
import { PushSubscriptionGone, sendPush } from "../../notifications/push";
import { refusal } from "../admin/refusal";
import type { RouteContext } from "../route-context";

/**
 * The owner's new-message notifications: the shop's mail server and a test email; each device's push
 * subscription and a test push.
 */
export function registerNotificationRoutes({ route, audit, emailSettings, push, repos }: RouteContext) {
  route(api.emailNotifications, (c) => c.json(emailSettings.view()));

  route(api.setEmailNotifications, async (c) => {
    const input = await readJson(c, emailNotificationsInputSchema);
    emailSettings.save(input);
    audit(c, "settings.updated", { type: "settings", id: "emailNotifications", name: "Email Notifications" });
    c.set("publicDataUnchanged", true);
    return c.json(emailSettings.view());
  });

  route(api.sendTestEmail, async (c) => {
    c.set("publicDataUnchanged", true);
    const settings = emailSettings.stored();
    if (!settings) throw refusal(409, "emailNotConfigured");
    const to = emailSettings.recipient();
    if (!to) throw refusal(409, "noAdminEmail");
    try {
      await sendEmail(settings, {
        to,
        subject: "Test email from the shop's website",
        text: "This is the test email you asked for. New messages from the website will be sent to this address.\n",
      });
    } catch (error) {
      // The mail server's own words (a refused login, an unknown host) tell the owner what to fix.
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(502, `The test email could not be sent: ${reason}`, { code: "testEmailFailed" });
    }
    return c.json({ sentTo: to });
  });

  route(api.pushKey, (c) => c.json({ publicKey: push.keys.publicKey }));

  route(api.subscribePush, async (c) => {
    const subscription = await readJson(c, pushSubscriptionSchema);
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
    if (!subscription) throw refusal(404, "pushNotSubscribed");
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
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(502, `The test notification could not be sent: ${reason}`, {
        code: "testPushFailed",
      });
    }
    return c.json({ subscribed: true });
  });
}
