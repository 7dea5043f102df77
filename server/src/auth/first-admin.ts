import { MIN_PASSWORD_LENGTH } from "#core/account-limits";
import { refusalWords } from "#core/refusals";
import type { AdminRepository } from "../db/repositories/admin-repository";
import { generatePassword, hashPassword, isCommonPassword } from "./passwords";

export const DEFAULT_ADMIN_USERNAME = "admin";

/** Refuses a weak password given through the environment or the command line. */
export function checkNewPassword(password: string, username: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(refusalWords("passwordTooShort"));
  if (isCommonPassword(password, username)) throw new Error(refusalWords("passwordTooCommon"));
}

/**
 * On the very first start, creates the one admin from ADMIN_USERNAME / ADMIN_PASSWORD, or with a
 * generated password that the caller shows once. Never a built-in default password.
 */
export async function ensureFirstAdmin(
  admins: AdminRepository,
  options: { username?: string; password?: string; cost: number },
): Promise<{ username: string; generatedPassword?: string } | null> {
  if (admins.count() > 0) return null;
  const username = options.username ?? DEFAULT_ADMIN_USERNAME;
  if (options.password !== undefined) checkNewPassword(options.password, username);
  const password = options.password ?? generatePassword();
  admins.create(username, "", await hashPassword(password, options.cost));
  return options.password === undefined ? { username, generatedPassword: password } : { username };
}
