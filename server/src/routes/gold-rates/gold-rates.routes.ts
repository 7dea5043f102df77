import { api } from "#core/api";
import type { RouteContext } from "../route-context";

export function registerGoldRateRoutes({ route, repos, cache }: RouteContext) {
  route(api.getGoldRates, (c) => cache.respond(c, "gold-rates", () => repos.rates.current()));
}
