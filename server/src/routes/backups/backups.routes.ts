import { api } from "#core/api";
import { backupRetentionSchema } from "#core/schemas/backups";
import { readJson } from "../../http/read-body";
import { refusal } from "../admin/refusal";
import type { RouteContext } from "../route-context";

/** The owner's backups: the list, one made now, one downloaded, and how many are kept. */
export function registerBackupRoutes({ route, audit, backups }: RouteContext) {
  route(api.listBackups, (c) => c.json(backups.list()));

  route(api.createBackup, async (c) => {
    // A backup changes nothing the public reads.
    c.set("publicDataUnchanged", true);
    try {
      return c.json(await backups.backUp(c.get("admin").username), 201);
    } catch {
      // The service has logged and recorded why; the owner sees it with the list.
      throw refusal(500, "backupFailed");
    }
  });

  route(api.downloadBackup, (c) => {
    const name = c.req.param("name") ?? "";
    const archive = backups.archive(name);
    if (!archive) throw refusal(404, "backupNotFound");
    return new Response(archive, {
      headers: {
        "content-type": "application/gzip",
        "content-disposition": `attachment; filename="${name}.tar.gz"`,
        "cache-control": "no-store",
      },
    });
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
