import fc from "fast-check";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, it } from "vitest";
import { api, type Endpoint, settingsUpdateRequestSchema } from "#core/api";
import { activityQuerySchema } from "#core/schemas/activity";
import { rateHistoryQuerySchema } from "#core/schemas/gold-rates";
import { jewelryChangesQuerySchema } from "#core/schemas/jewelry-changes";
import { SETTINGS_SECTIONS, settingsSectionSchemas } from "#core/schemas/settings";
import { seedSampleData } from "../sample/seed";
import { headerText, jsonText, mutated, nestedJson, oddBodies, shapedLike } from "../testing/hostile-input";
import { type ServedTestApp, serveTestApp } from "../testing/serve-test-app";

/**
 * Random and hostile input to every call of the /api contract, over a real socket so a dropped
 * connection shows. Whatever comes in, the answer is never a 5xx, and an error is JSON with a
 * string `error`. A failure prints fast-check's seed and path; pass them to `fc.assert` to replay.
 */
const SEED = 20_261_123;
const RUNS = 30;

const endpoints = Object.entries(api as Record<string, Endpoint>);

const contentTypes = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/problem+json",
      "application/json; charset=utf-16",
      "application/jsonx",
      "text/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "application/octet-stream",
      "*/*",
      ";;;",
    ),
  },
);

const oddParams = fc.constantFrom(
  "%",
  "%E0%A4%A",
  "%00",
  "..",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "a%2Fb",
  "%F0%9F%92%8D",
  "__proto__",
  "constructor",
  "-1",
  "1e309",
  "x".repeat(3000),
);

const oddQueries = fc.oneof(
  fc.constant(""),
  // The contract's own query shapes, valid or nearly, so handlers past the query check are reached too.
  fc
    .oneof(
      shapedLike(rateHistoryQuerySchema),
      shapedLike(activityQuerySchema),
      shapedLike(jewelryChangesQuerySchema),
    )
    .map((query) => `?${new URLSearchParams(query as Record<string, string>)}`),
  fc
    .dictionary(
      fc.constantFrom("days", "limit", "section", "id", "q", "since", "__proto__"),
      fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: -10, max: 4000 }).map(String)),
      { maxKeys: 3 },
    )
    .map((query) => `?${new URLSearchParams(query)}`),
  fc.constantFrom(
    "?days=0",
    "?days=-1",
    "?days=1e9",
    "?days=%",
    "?limit=1.5",
    "?days=7&days=30",
    "?days[]=1",
    "?&&=&",
  ),
);

/** Bodies that stress the parser before any schema sees them. */
const rawBodies = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.integer({ min: 1, max: 10_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc.integer({ min: 1, max: 8000 }).map(nestedJson),
  fc
    .constantFrom(60_000, 65_536, 70_000, 200_000)
    .map((size) => JSON.stringify({ message: "x".repeat(size) })),
  fc.constantFrom(...oddBodies.map(([, , body]) => body)),
);

/** A value shaped like what the call expects (valid or nearly), for reaching the checks past parsing. */
function shapedBody(endpoint: Endpoint): fc.Arbitrary<unknown> {
  // A settings save names its section in the path and the body, so shape it from that section's schema.
  if (endpoint.body === settingsUpdateRequestSchema) {
    return fc
      .constantFrom(...SETTINGS_SECTIONS)
      .chain((section) => shapedLike(settingsSectionSchemas[section]).map((value) => ({ [section]: value })));
  }
  return endpoint.body ? shapedLike(endpoint.body) : fc.jsonValue();
}

const bodies = (endpoint: Endpoint): fc.Arbitrary<string | undefined> =>
  endpoint.method === "GET"
    ? fc.constant(undefined)
    : fc.oneof(
        { weight: 3, arbitrary: shapedBody(endpoint).map((value) => JSON.stringify(value)) },
        { weight: 4, arbitrary: mutated(shapedBody(endpoint)).map(jsonText) },
        { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
        { weight: 2, arbitrary: rawBodies },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );

interface Attempt {
  params: Record<string, string>;
  query: string;
  contentType: string | undefined;
  body: string | undefined;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

describe("every /api call under random and hostile input", () => {
  let served: ServedTestApp;
  let token: string;
  /** Real ids and sections, so the fuzzer also reaches handlers past their not-found checks. */
  const known: Record<string, string[]> = { section: [...SETTINGS_SECTIONS], id: [] };
  const forgedTokens: string[] = [];

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${served.url}${path}`, {
      ...init,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...init.headers },
    });

  beforeAll(async () => {
    served = await serveTestApp();
    token = await served.login();
    // The sample shop without its photos (each item shows its SVG): the fuzz needs its records, and
    // building the photos took most of a minute beside the other test files.
    seedSampleData(served.repos, served.now);
    await call("/api/contact-messages", {
      method: "POST",
      body: JSON.stringify({ firstName: "Rafi", lastName: "Ahmed", phone: "01711000000", message: "Hello" }),
    });
    for (const path of ["/api/jewelry", "/api/contact-messages", "/api/gold-rates/boards"]) {
      const records = (await (await call(path)).json()) as ({ _id: string } | { id: number })[];
      known.id?.push(
        ...records.slice(0, 3).map((record) => String("_id" in record ? record._id : record.id)),
      );
    }
    const [header, payload] = token.split(".");
    const inAMonth = Math.floor(served.now().getTime() / 1000) + 30 * 24 * 3600;
    forgedTokens.push(
      `${header}.${payload}.${"A".repeat(43)}`,
      `${header}.${Buffer.from(JSON.stringify({ sub: "someone", ver: 0, exp: inAMonth })).toString("base64url")}.x`,
      new UnsecuredJWT({ ver: 0 }).setSubject("someone").setExpirationTime(inAMonth).encode(),
      await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("someone")
        .setExpirationTime(inAMonth)
        .sign(new Uint8Array(32)),
      await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("no-such-admin")
        .setExpirationTime(inAMonth)
        .sign(served.secret),
      await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setExpirationTime(1)
        .sign(served.secret),
    );
  });
  afterAll(() => served.close());

  const paramValues = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(known[name] ?? ["any"])) },
      { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map(encodeURIComponent) },
      { weight: 1, arbitrary: oddParams },
    );

  const anonymousAuthorization = () =>
    fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(
        "Bearer",
        "Bearer ",
        "Basic b3duZXI6eA==",
        "Bearer a.b.c",
        `bearer ${token}`,
        `Bearer ${token}x`,
      ),
      fc.constantFrom(...forgedTokens).map((forged) => `Bearer ${forged}`),
      headerText(300),
    );

  async function attempt(endpoint: Endpoint, input: Attempt) {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => input.params[name] ?? "any");
    const headers: Record<string, string> = {};
    if (input.contentType !== undefined) headers["content-type"] = input.contentType;
    if (input.authorization !== undefined) headers.authorization = input.authorization;
    if (input.idempotencyKey !== undefined) headers["idempotency-key"] = input.idempotencyKey;
    const request = `${endpoint.method} ${path.slice(0, 120)}${input.query.slice(0, 60)}`;
    let response: Response;
    try {
      response = await fetch(`${served.url}${path}${input.query}`, {
        method: endpoint.method,
        headers,
        body: input.body,
      });
    } catch (error) {
      throw new Error(`${request}: no answer (${String((error as Error).cause ?? error)})`);
    }
    const text = await response.text();
    if (response.status >= 500) throw new Error(`${request}: ${response.status} ${text.slice(0, 200)}`);
    if (response.status < 400) return;
    const type = response.headers.get("content-type") ?? "";
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    if (!type.startsWith("application/json") || typeof (answer as { error?: unknown })?.error !== "string") {
      throw new Error(
        `${request}: ${response.status} error is not JSON with an "error" (${type}: ${text.slice(0, 200)})`,
      );
    }
  }

  const identities = ["anonymous", "signed in"] as const;
  describe.each(endpoints.map(([name, endpoint], index) => [name, endpoint, index] as const))(
    "%s",
    (_name, endpoint, index) => {
      it.each(identities)(
        "answers every request %s with a 2xx, or a 4xx in JSON",
        async (identity) => {
          // A seed of its own per call and identity, so each explores different input; fixed, so a failure replays.
          const seed = SEED + index * identities.length + identities.indexOf(identity);
          const params = Object.fromEntries(
            [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, name = ""]) => [name, paramValues(name)]),
          );
          // A session of its own: the sign-out call revokes the one it is given, which must not sign out the rest.
          const authorization =
            identity === "signed in"
              ? fc.constant(`Bearer ${await served.login()}`)
              : anonymousAuthorization();
          const attempts = fc.record({
            params: fc.record(params),
            query: oddQueries,
            contentType: contentTypes,
            body: bodies(endpoint),
            authorization,
            idempotencyKey: fc.option(
              fc.oneof(
                fc.constantFrom("fuzz-key-0001", "", " ", "../../x", "a".repeat(101)),
                headerText(4000),
              ),
              { nil: undefined },
            ),
          });
          await fc.assert(
            fc.asyncProperty(attempts, (input) => attempt(endpoint, input)),
            { seed, numRuns: RUNS },
          );
        },
        30_000,
      );
    },
  );
});
