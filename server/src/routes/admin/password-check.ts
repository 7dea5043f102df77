import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import type { LoginThrottle } from "../../auth/login-throttle";
import { createPasswordCheckLimit, PasswordChecksBusy } from "../../auth/password-check-limit";
import { verifyPassword } from "../../auth/passwords";
import type { AdminRecord } from "../../db/repositories/admin-repository";
import { addressBucket } from "../../http/address-bucket";
import { clientAddress } from "../../http/client-address";
import { refuse } from "../../http/errors";
import type { ProxyTrust } from "../../http/proxy-trust";

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every use of scrypt in the admin routes goes through here: password checks share the login
 * throttle (so a stolen session cannot be used to guess the password), and all hashing shares one
 * small limit on how many run at once.
 */
export function createPasswordChecks(throttle: LoginThrottle, trustProxy: ProxyTrust) {
  const limit = createPasswordCheckLimit();

  /** Runs one scrypt job when there is room, or answers 429 straight away. */
  const hashing = async <T>(job: () => Promise<T>, options?: { first?: boolean }): Promise<T> => {
    try {
      return await limit.run(job, options);
    } catch (error) {
      if (error instanceof PasswordChecksBusy) throw refuse("passwordChecksBusy", { retryAfterMs: 1000 });
      throw error;
    }
  };

  /**
   * Checks a password typed for `username` (from a known device, if `deviceId` is given); `check`
   * learns whether the throttle took the browser as a known device, within its budget.
   */
  const verify = async (
    c: Context<AppEnv>,
    who: { username: string; deviceId?: string },
    check: (attempt: { knownDevice: boolean }) => Promise<boolean>,
  ): Promise<boolean> => {
    const attempt = throttle.begin({ address: addressBucket(clientAddress(c, trustProxy)), ...who });
    if (!attempt.allowed) throw refuse("tooManyAttempts", { retryAfterMs: attempt.retryAfterSeconds * 1000 });
    // Waiting before the check, not after a failure, so that giving up early learns nothing.
    if (attempt.delayMs > 0) await pause(attempt.delayMs);
    let ok: boolean;
    try {
      ok = await hashing(() => check(attempt), { first: attempt.knownDevice });
    } catch (error) {
      attempt.cancelled();
      throw error;
    }
    if (ok) attempt.succeeded();
    return ok;
  };

  return {
    hashing,
    verify,
    /** The signed-in admin's current password, asked again before a change to the account or the data. */
    async confirm(c: Context<AppEnv>, admin: AdminRecord, password: string): Promise<void> {
      const ok = await verify(c, { username: admin.username }, () =>
        verifyPassword(password, admin.passwordHash),
      );
      if (!ok) throw refuse("wrongPassword");
    },
  };
}

export type PasswordChecks = ReturnType<typeof createPasswordChecks>;
