import { api } from "#core/api";
import { samplePictures } from "../../sample/sample-pictures";
import { sampleDataWanted, seedSampleData } from "../../sample/seed";
import type { UploadStore } from "../../uploads/upload-store";
import type { RouteContext } from "../route-context";

export function registerSystemRoutes(
  { route, repos, sampleData, version, now, logger }: RouteContext,
  uploads: UploadStore,
) {
  route(api.health, (c) => {
    repos.flags.get("health-check");
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const, version });
  });

  route(api.initSampleData, async (c) => {
    // The pictures are built before the one transaction that seeds, and only while it still could.
    const pictures =
      sampleData && sampleDataWanted(repos) ? await samplePictures(uploads, logger) : undefined;
    const seeded = sampleData && seedSampleData(repos, now, pictures);
    if (!seeded) c.set("publicDataUnchanged", true);
    return c.json({ seeded });
  });
}
