import type { Database } from "better-sqlite3";
import type { Admin } from "#core/schemas/admin";
import { newId } from "../ids";

export interface AdminRecord extends Admin {
  passwordHash: string;
  tokenVersion: number;
  /** Moved on by "sign out other devices": a known-device cookie of an earlier one is a stranger's. */
  deviceGeneration: number;
}

interface AdminRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  token_version: number;
  device_generation: number;
}

const toRecord = (row: AdminRow): AdminRecord => ({
  id: row.id,
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  tokenVersion: row.token_version,
  deviceGeneration: row.device_generation,
});

export const publicAdmin = ({ id, username, email }: AdminRecord): Admin => ({ id, username, email });

export type AdminRepository = ReturnType<typeof createAdminRepository>;

export function createAdminRepository(db: Database, now: () => Date) {
  const columns = "id, username, email, password_hash, token_version, device_generation";
  const statements = {
    count: db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM admins"),
    first: db.prepare<[], AdminRow>(`SELECT ${columns} FROM admins ORDER BY created_at LIMIT 1`),
    byId: db.prepare<[string], AdminRow>(`SELECT ${columns} FROM admins WHERE id = ?`),
    byUsername: db.prepare<[string], AdminRow>(`SELECT ${columns} FROM admins WHERE username = ?`),
    insert: db.prepare(`INSERT INTO admins (id, username, email, password_hash, created_at, updated_at)
      VALUES (@id, @username, @email, @passwordHash, @at, @at)`),
    // Every credential change bumps the token version, which revokes every token issued before it.
    setUsername: db.prepare<[string, string, string]>(
      "UPDATE admins SET username = ?, token_version = token_version + 1, updated_at = ? WHERE id = ?",
    ),
    setPassword: db.prepare<[string, string, string]>(
      "UPDATE admins SET password_hash = ?, token_version = token_version + 1, updated_at = ? WHERE id = ?",
    ),
    // The email only says where notifications go: changing it leaves every session signed in.
    setEmail: db.prepare<[string, string, string]>(
      "UPDATE admins SET email = ?, updated_at = ? WHERE id = ?",
    ),
    forgetDevices: db.prepare<[string]>(
      "UPDATE admins SET device_generation = device_generation + 1 WHERE id = ?",
    ),
  };
  const record = (row: AdminRow | undefined) => (row ? toRecord(row) : null);

  return {
    count: (): number => statements.count.get()?.count ?? 0,
    first: () => record(statements.first.get()),
    findById: (id: string) => record(statements.byId.get(id)),
    findByUsername: (username: string) => record(statements.byUsername.get(username)),
    create(username: string, email: string, passwordHash: string): AdminRecord {
      const id = newId();
      statements.insert.run({ id, username, email, passwordHash, at: now().toISOString() });
      return record(statements.byId.get(id)) as AdminRecord;
    },
    setUsername(id: string, username: string): AdminRecord | null {
      statements.setUsername.run(username, now().toISOString(), id);
      return record(statements.byId.get(id));
    },
    setPassword(id: string, passwordHash: string): AdminRecord | null {
      statements.setPassword.run(passwordHash, now().toISOString(), id);
      return record(statements.byId.get(id));
    },
    setEmail(id: string, email: string): AdminRecord | null {
      statements.setEmail.run(email, now().toISOString(), id);
      return record(statements.byId.get(id));
    },
    /** Makes every browser the admin signed in from a stranger again; the caller remembers the current one. */
    forgetDevices(id: string): AdminRecord | null {
      statements.forgetDevices.run(id);
      return record(statements.byId.get(id));
    },
  };
}
