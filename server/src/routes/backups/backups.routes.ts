import type { Context } from "hono";
import { api } from "#core/api";
import { buildPath } from "#core/endpoints";
import { backupRetentionSchema } from "#core/schemas/backups";
import { createDownloadTickets } from "../../backup/download-tickets";
import { refuse } from "../../http/errors";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";

/** The owner's backups: the list, one made now, one downloaded, and how many are kept. */
export function registerBackupRoutes({ route, audit, backups, now }: RouteContext) {
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
