import { api } from "#core/api";
import { twoFactorEnableRequestSchema, twoFactorPasswordSchema } from "#core/schemas/two-factor";
import { hashRecoveryCodes, newRecoveryCodes, recoveryCodeCost } from "../../auth/recovery-codes";
import { appCodeStep, newTotpSecret, totpEnrolment } from "../../auth/two-factor";
import { refuse } from "../../http/errors";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";

/**
 * Turning two-factor sign-in on (the password, then a QR code, then a code from the app to confirm
 * it, then ten recovery codes shown once) and off (the password again).
 */
export function registerTwoFactorRoutes({
  route,
  repos,
  audit,
  now,
  authenticatorKeys,
  passwordCost,
  passwords,
}: RouteContext) {
  const status = (adminId: string) => {
    const { secret, enabledAt, recoveryCodesLeft } = repos.twoFactor.get(adminId);
    return { enabled: secret !== null, enabledAt, recoveryCodesLeft };
  };

  route(api.twoFactorStatus, (c) => c.json(status(c.get("admin").id)));

  route(api.startTwoFactor, async (c) => {
    const admin = c.get("admin");
    const { password } = await readJson(c, twoFactorPasswordSchema);
    await passwords.confirm(c, admin, password);
    if (repos.twoFactor.get(admin.id).secret) throw refuse("twoFactorAlreadyOn");
    const secret = newTotpSecret();
    repos.twoFactor.setPending(admin.id, authenticatorKeys.seal(secret));
    c.set("publicDataUnchanged", true);
    // The app lists the account under the shop's name, so the owner tells it from their others.
    return c.json(await totpEnrolment(secret, repos.settings.get().business.companyName, admin.username));
  });

  route(api.enableTwoFactor, async (c) => {
    const admin = c.get("admin");
    const { code } = await readJson(c, twoFactorEnableRequestSchema);
    const { secret, pendingSecret } = repos.twoFactor.get(admin.id);
    if (secret) throw refuse("twoFactorAlreadyOn");
    if (!pendingSecret) throw refuse("twoFactorSetupMissing");
    const step = appCodeStep(authenticatorKeys.open(pendingSecret), code, now());
    if (step === null) throw refuse("setupCodeWrong");
    const recoveryCodes = newRecoveryCodes();
    const hashes = await passwords.hashing(() =>
      hashRecoveryCodes(recoveryCodes, recoveryCodeCost(passwordCost)),
    );
    // Another request turned it on while these were hashed: its codes stand, these were never stored.
    if (!repos.twoFactor.enable(admin.id, step, hashes)) throw refuse("twoFactorAlreadyOn");
    audit(c, "admin.two-factor-on", { type: "admin", id: admin.id, name: admin.username });
    c.set("publicDataUnchanged", true);
    return c.json({ recoveryCodes });
  });

  route(api.disableTwoFactor, async (c) => {
    const admin = c.get("admin");
    const { password } = await readJson(c, twoFactorPasswordSchema);
    await passwords.confirm(c, admin, password);
    if (!repos.twoFactor.get(admin.id).secret) throw refuse("twoFactorNotOn");
    repos.twoFactor.disable(admin.id);
    audit(c, "admin.two-factor-off", { type: "admin", id: admin.id, name: admin.username });
    c.set("publicDataUnchanged", true);
    return c.json(status(admin.id));
  });
}
