import type { Database } from "better-sqlite3";

interface TwoFactorRow {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  totp_last_step: number;
}

export interface TwoFactorRecord {
  /** The confirmed secret, as stored (sealed): set while two-factor sign-in is on. */
  secret: string | null;
  /** A secret shown for setting up, not confirmed by a code yet. */
  pendingSecret: string | null;
  enabledAt: string | null;
  /** The TOTP time step of the last code accepted: a code of that step or earlier never works again. */
  lastStep: number;
  recoveryCodesLeft: number;
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

/** The admin's authenticator secret, one-time recovery codes (kept as hashes) and codes entered wrong. */
export function createTwoFactorRepository(db: Database, now: () => Date) {
  const statements = {
    get: db.prepare<[string], TwoFactorRow>(
      "SELECT totp_secret, totp_pending_secret, totp_enabled_at, totp_last_step FROM admins WHERE id = ?",
    ),
    codesLeft: db.prepare<[string], { left: number }>(
      "SELECT COUNT(*) AS left FROM admin_recovery_codes WHERE admin_id = ? AND used_at IS NULL",
    ),
    setPending: db.prepare<[string | null, string]>("UPDATE admins SET totp_pending_secret = ? WHERE id = ?"),
    enable: db.prepare<[string, number, string]>(
      `UPDATE admins SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = ?,
        totp_last_step = ? WHERE id = ? AND totp_pending_secret IS NOT NULL`,
    ),
    disable: db.prepare<[string]>(
      `UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
        totp_last_step = 0 WHERE id = ?`,
    ),
    // Only forward: two requests with the same code cannot both win.
    spendStep: db.prepare<[number, string, number]>(
      "UPDATE admins SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?",
    ),
    clearCodes: db.prepare<[string]>("DELETE FROM admin_recovery_codes WHERE admin_id = ?"),
    addCode: db.prepare<[string, string]>(
      "INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES (?, ?)",
    ),
    allSecrets: db.prepare<
      [],
      { id: string; totp_secret: string | null; totp_pending_secret: string | null }
    >("SELECT id, totp_secret, totp_pending_secret FROM admins"),
    setSecrets: db.prepare<[string | null, string | null, string]>(
      "UPDATE admins SET totp_secret = ?, totp_pending_secret = ? WHERE id = ?",
    ),
    spendCode: db.prepare<[string, string, string]>(
      "UPDATE admin_recovery_codes SET used_at = ? WHERE admin_id = ? AND code_hash = ? AND used_at IS NULL",
    ),
    unusedCodes: db
      .prepare<[string], string>(
        "SELECT code_hash FROM admin_recovery_codes WHERE admin_id = ? AND used_at IS NULL",
      )
      .pluck(),
    adminsWithCodes: db.prepare<[], string>("SELECT DISTINCT admin_id FROM admin_recovery_codes").pluck(),
    codesOf: db
      .prepare<[string], string>("SELECT code_hash FROM admin_recovery_codes WHERE admin_id = ?")
      .pluck(),
    setCodeHash: db.prepare<[string, string, string]>(
      "UPDATE admin_recovery_codes SET code_hash = ? WHERE admin_id = ? AND code_hash = ?",
    ),
    wrongCodes: db.prepare<[string, string], { count: number; last: string | null }>(
      "SELECT COUNT(*) AS count, MAX(at) AS last FROM admin_wrong_codes WHERE admin_id = ? AND at > ?",
    ),
    addWrongCode: db.prepare<[string, string]>("INSERT INTO admin_wrong_codes (admin_id, at) VALUES (?, ?)"),
    forgetWrongCode: db.prepare<[number | bigint]>("DELETE FROM admin_wrong_codes WHERE id = ?"),
    forgetWrongCodesBefore: db.prepare<[string]>("DELETE FROM admin_wrong_codes WHERE at <= ?"),
  };

  return {
    get(adminId: string): TwoFactorRecord {
      const row = statements.get.get(adminId);
      return {
        secret: row?.totp_secret ?? null,
        pendingSecret: row?.totp_pending_secret ?? null,
        enabledAt: row?.totp_enabled_at ?? null,
        lastStep: row?.totp_last_step ?? 0,
        recoveryCodesLeft: statements.codesLeft.get(adminId)?.left ?? 0,
      };
    },
    setPending(adminId: string, secret: string): void {
      statements.setPending.run(secret, adminId);
    },
    /** Turns two-factor on with the pending secret, the confirming code's step spent, and fresh recovery codes. */
    enable(adminId: string, step: number, codeHashes: readonly string[]): boolean {
      return db.transaction(() => {
        if (statements.enable.run(now().toISOString(), step, adminId).changes === 0) return false;
        statements.clearCodes.run(adminId);
        for (const hash of codeHashes) statements.addCode.run(adminId, hash);
        return true;
      })();
    },
    disable(adminId: string): void {
      db.transaction(() => {
        statements.disable.run(adminId);
        statements.clearCodes.run(adminId);
      })();
    },
    /** Spends a code's time step; false when it, or a later one, was spent already. */
    spendStep: (adminId: string, step: number): boolean =>
      statements.spendStep.run(step, adminId, step).changes === 1,
    /** Passes every stored secret through `seal`, which keeps a sealed one as it is: once, at start. */
    sealStored(seal: (stored: string) => string): void {
      db.transaction(() => {
        for (const row of statements.allSecrets.all()) {
          const secret = row.totp_secret === null ? null : seal(row.totp_secret);
          const pending = row.totp_pending_secret === null ? null : seal(row.totp_pending_secret);
          if (secret !== row.totp_secret || pending !== row.totp_pending_secret)
            statements.setSecrets.run(secret, pending, row.id);
        }
      })();
    },
    /** The hashes of the admin's recovery codes not used yet. */
    unusedRecoveryCodes: (adminId: string): string[] => statements.unusedCodes.all(adminId),
    /** Passes each admin's stored code hashes through `harden`, which maps the ones to replace: once, at start. */
    hardenStoredCodes(harden: (hashes: string[]) => Map<string, string>): void {
      db.transaction(() => {
        for (const adminId of statements.adminsWithCodes.all())
          for (const [old, hardened] of harden(statements.codesOf.all(adminId)))
            statements.setCodeHash.run(hardened, adminId, old);
      })();
    },
    /** How many codes were entered wrong for the admin after `since`, and when the last was. */
    wrongCodesSince(adminId: string, since: Date): { count: number; last: Date | null } {
      const row = statements.wrongCodes.get(adminId, since.toISOString());
      return { count: row?.count ?? 0, last: row?.last ? new Date(row.last) : null };
    },
    /** Counts a wrong code now, forgetting those older than `keepSince`; the returned function takes it back. */
    countWrongCode(adminId: string, keepSince: Date): () => void {
      statements.forgetWrongCodesBefore.run(keepSince.toISOString());
      const { lastInsertRowid } = statements.addWrongCode.run(adminId, now().toISOString());
      return () => void statements.forgetWrongCode.run(lastInsertRowid);
    },
    /** Spends a recovery code; false when there is no unused one with that hash. */
    spendRecoveryCode: (adminId: string, hash: string): boolean =>
      statements.spendCode.run(now().toISOString(), adminId, hash).changes === 1,
  };
}
