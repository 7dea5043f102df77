import type { Context } from "hono";
import { api } from "#core/api";
import { buildPath } from "#core/endpoints";
import { backupRetentionSchema, restoreBackupRequestSchema } from "#core/schemas/backups";
import { createDownloadTickets } from "../../backup/download-tickets";
import { BackupRefused } from "../../backup/restore-backup";
import { refuse } from "../../http/errors";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";

export const isBackupUpload = (c: Context) =>
  c.req.method === api.uploadBackup.method && c.req.path === api.uploadBackup.path;

/** A backup that cannot be restored, refused by its reason; anything else is the server's own failure. */
const refusedBackup = (error: unknown) => (error instanceof BackupRefused ? refuse(error.reason) : error);

/**
 * The owner's backups: the list, one made now, one downloaded, how many are kept, and one restored
 * (a kept one, or a downloaded one sent back first).
 */
export function registerBackupRoutes({
  route,
  audit,
  backups,
  now,
  passwords,
  logger,
  secureStoredSecrets,
}: RouteContext) {
  route(api.listBackups, (c) => c.json(backups.list()));

  route(api.createBackup, async (c) => {
    // A backup changes nothing the public reads.
    c.set("publicDataUnchanged", true);
    try {
      return c.json(await backups.backUp(c.get("admin").username), 201);
    } catch {
      // The service has logged and recorded why; the owner sees it with the list.
      throw refuse("backupFailed");
    }
  });

  // Through the context, so the headers every answer carries (security headers among them) stay on it.
  const archiveResponse = (c: Context, name: string) => {
    const archive = backups.archive(name);
    if (!archive) throw refuse("backupNotFound");
    return c.body(archive, 200, {
      "content-type": "application/gzip",
      "content-disposition": `attachment; filename="${name}.tar.gz"`,
      "cache-control": "no-store",
    });
  };

  // For a script with the owner's token.
  route(api.downloadBackup, (c) => archiveResponse(c, c.req.param("name") ?? ""));

  // The admin's download: a link the browser saves as any file, with its progress, straight to disk.
  const tickets = createDownloadTickets(now);
  route(api.backupDownloadLink, (c) => {
    const name = c.req.param("name") ?? "";
    if (!backups.list().backups.some((backup) => backup.name === name)) throw refuse("backupNotFound");
    const { ticket, expiresAt } = tickets.issue(name);
    c.set("publicDataUnchanged", true);
    return c.json({
      url: buildPath(api.backupDownload.path, { ticket }),
      expiresAt: expiresAt.toISOString(),
    });
  });

  route(api.backupDownload, (c) => {
    const name = tickets.redeem(c.req.param("ticket") ?? "");
    if (name === null) throw refuse("backupLinkExpired");
    return archiveResponse(c, name);
  });

  route(api.uploadBackup, async (c) => {
    c.set("publicDataUnchanged", true);
    const body = c.req.raw.body;
    if (!body) throw refuse("backupNotAnArchive");
    try {
      return c.json(await backups.receive(body), 201);
    } catch (error) {
      throw refusedBackup(error);
    }
  });

  route(api.backupContents, (c) => {
    try {
      const contents = backups.contents(c.req.param("name") ?? "");
      if (!contents) throw refuse("backupNotFound");
      return c.json(contents);
    } catch (error) {
      throw refusedBackup(error);
    }
  });

  route(api.restoreBackup, async (c) => {
    const { password } = await readJson(c, restoreBackupRequestSchema);
    const admin = c.get("admin");
    await passwords.confirm(c, admin, password);
    if (backups.restoring()) throw refuse("shopRestoring", { retryAfterMs: 60_000 });
    let restored: Awaited<ReturnType<typeof backups.restore>>;
    try {
      restored = await backups.restore(c.req.param("name") ?? "", admin.username);
    } catch (error) {
      if (error instanceof BackupRefused) throw refuse(error.reason);
      logger.error("restore failed", { error: String(error) });
      throw refuse("restoreFailed");
    }
    if (!restored) throw refuse("backupNotFound");
    secureStoredSecrets();
    return c.json(restored);
  });

  route(api.setBackupRetention, async (c) => {
    const retention = await readJson(c, backupRetentionSchema);
    backups.setRetention(retention);
    audit(c, "backup.retention-changed", {
      type: "backups",
      id: "retention",
      name: `${retention.keepDaily} daily, ${retention.keepWeekly} weekly`,
    });
    c.set("publicDataUnchanged", true);
    return c.json(retention);
  });
}
