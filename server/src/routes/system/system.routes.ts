import { api } from "#core/api";
import { seedSampleData } from "../../sample/seed";
import type { RouteContext } from "../route-context";

export function registerSystemRoutes({ route, repos, sampleData, version, now }: RouteContext) {
  route(api.health, (c) => {
    repos.flags.get("health-check");
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const, version });
  });

  route(api.initSampleData, (c) => {
    const seeded = sampleData && seedSampleData(repos, now);
    if (!seeded) c.set("publicDataUnchanged", true);
    return c.json({ seeded });
  });
}
