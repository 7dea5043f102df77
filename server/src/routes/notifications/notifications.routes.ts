import { api } from "#core/api";
import { emailNotificationsInputSchema } from "#core/schemas/email-notifications";
import { HttpError } from "../../http/errors";
import { readJson } from "../../http/read-body";
import { sendEmail } from "../../notifications/mailer";
import { refusal } from "../admin/refusal";
import type { RouteContext } from "../route-context";

/** The shop's mail server for new-message emails, and a test email to check it. */
export function registerNotificationRoutes({ route, audit, emailSettings }: RouteContext) {
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
}
