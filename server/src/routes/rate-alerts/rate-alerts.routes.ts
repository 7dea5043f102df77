import { api } from "#core/api";
import { isKnownPushService } from "#core/push-services";
import { rateAlertEndpointSchema, rateAlertInputSchema } from "#core/schemas/rate-alerts";
import { toRateAlert } from "../../db/repositories/rate-alert-repository";
import { refuse } from "../../http/errors";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";

/** Enough for any shop's visitors; a flood of made-up subscriptions stops here. */
const MAX_SUBSCRIBERS = 50_000;
/** The boards whose alerts the owner sees. */
const ROUNDS_SHOWN = 20;

/** A test's push service on this machine stands in only where the server allows one (tests). */
const isLocalService = (endpoint: string) =>
  ["127.0.0.1", "localhost", "[::1]"].includes(new URL(endpoint).hostname);

/** Visitors' rate alerts: no account, one browser's push subscription and what it asked for. */
export function registerRateAlertRoutes({ route, repos, push }: RouteContext) {
  route(api.rateAlertKey, (c) => c.json({ publicKey: push.keys.publicKey }));

  route(api.subscribeRateAlerts, async (c) => {
    c.set("publicDataUnchanged", true);
    const input = await readJson(c, rateAlertInputSchema);
    const { endpoint } = input.subscription;
    if (!isKnownPushService(endpoint) && !(push.localServices && isLocalService(endpoint)))
      throw refuse("unknownPushService");
    const known = repos.rateAlerts.findByEndpoint(endpoint);
    if (!known && repos.rateAlerts.counts().subscribers >= MAX_SUBSCRIBERS) throw refuse("rateAlertsFull");
    return c.json(toRateAlert(repos.rateAlerts.save(input)));
  });

  route(api.findRateAlert, async (c) => {
    c.set("publicDataUnchanged", true);
    const { endpoint } = await readJson(c, rateAlertEndpointSchema);
    const subscription = repos.rateAlerts.findByEndpoint(endpoint);
    if (!subscription) throw refuse("rateAlertNotFound");
    return c.json(toRateAlert(subscription));
  });

  route(api.stopRateAlerts, async (c) => {
    c.set("publicDataUnchanged", true);
    const { endpoint } = await readJson(c, rateAlertEndpointSchema);
    return c.json({ stopped: repos.rateAlerts.removeByEndpoint(endpoint) });
  });

  route(api.rateAlertSummary, (c) =>
    c.json({ ...repos.rateAlerts.counts(), rounds: repos.rateAlerts.rounds(ROUNDS_SHOWN) }),
  );
}
