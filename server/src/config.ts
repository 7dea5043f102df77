import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { proxyTrustSchema } from "./http/proxy-trust";

const booleanFlag = (name: string) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => (value === undefined ? undefined : ["true", "1", "yes"].includes(value)));

/** A variable set to nothing is a mistake in a unit or env file, never a wish for the default. */
const setButNotEmpty = (message: string) => z.string().trim().min(1, { error: message, abort: true });

const HOSTNAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

const PUBLIC_URL_ERROR = "PUBLIC_URL must be an http(s) origin such as https://example.com";

const envSchema = z.object({
  PORT: setButNotEmpty("PORT is set but empty: give a port number such as 3000, or unset it for 3000")
    .pipe(
      z.coerce
        .number<string>({ error: "PORT must be a number, such as 3000" })
        .int("PORT must be a whole number, such as 3000")
        .min(0, "PORT must be between 0 and 65535")
        .max(65535, "PORT must be between 0 and 65535"),
    )
    .default(3000),
  HOST: setButNotEmpty(
    "HOST is set but empty: use 127.0.0.1 behind a proxy on this machine, 0.0.0.0 for every address, or unset it",
  )
    .refine(
      (host) => net.isIP(host) !== 0 || HOSTNAME.test(host),
      "HOST must be an address of this machine, such as 127.0.0.1 or 0.0.0.0, without a scheme or port (the port is PORT)",
    )
    .default("0.0.0.0"),
  DATA_DIR: setButNotEmpty(
    "DATA_DIR is set but empty: name the folder for the shop's data, such as /var/lib/shop, or unset it for ./data",
  ).default("./data"),
  ADMIN_USERNAME: z.string().trim().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  // Unset, it follows the site: see sampleDataAllowed.
  SAMPLE_DATA: booleanFlag("SAMPLE_DATA"),
  NODE_ENV: z.string().optional(),
  // Page links are this origin followed by a path the site builds, so a path here would break them.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: PUBLIC_URL_ERROR })
    .refine((value) => {
      const url = URL.parse(value);
      // Not a URL at all is already reported above, once.
      return !url || (url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password);
    }, PUBLIC_URL_ERROR)
    .transform((value) => new URL(value).origin)
    .optional(),
  TRUST_PROXY: proxyTrustSchema,
  // Long enough for a photo uploaded while editing an item to outlive the editing.
  UPLOAD_GRACE_HOURS: z.coerce
    .number({ error: "UPLOAD_GRACE_HOURS must be a number of hours" })
    .min(1, "UPLOAD_GRACE_HOURS must be at least 1")
    .default(24),
  LOG_LEVEL: z
    .enum(["debug", "info", "warn", "error", "silent"], {
      error: "LOG_LEVEL must be one of debug, info, warn, error, silent",
    })
    .default("info"),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Config = Omit<ParsedEnv, "DATA_DIR" | "SAMPLE_DATA"> & { DATA_DIR: string; SAMPLE_DATA: boolean };

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** A live site: a production environment, or a public address beyond this machine. */
const isLive = (env: ParsedEnv) =>
  env.NODE_ENV === "production" ||
  (env.PUBLIC_URL !== undefined && !LOOPBACK_HOSTS.includes(new URL(env.PUBLIC_URL).hostname));

/**
 * Whether an anonymous first visit may seed the sample shop: on a developer's machine unless turned
 * off, never on a live site, where fake stock and prices must not appear by accident (ADR 027).
 */
function sampleDataAllowed(env: ParsedEnv): boolean {
  if (env.SAMPLE_DATA && isLive(env))
    throw new Error(
      "SAMPLE_DATA=true would let any visitor fill a live site (NODE_ENV=production, or a PUBLIC_URL beyond this machine) with sample stock and prices: unset it, and load the sample shop on purpose with npm run admin -- sample-shop",
    );
  return env.SAMPLE_DATA ?? !isLive(env);
}

/** The only place that reads process.env: every setting is parsed once, each problem one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    SAMPLE_DATA: sampleDataAllowed(parsed.data),
  };
}
