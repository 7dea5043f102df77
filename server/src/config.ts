import path from "node:path";
import { z } from "zod";
import { proxyTrustSchema } from "./http/proxy-trust";

const booleanFlag = (name: string, fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)));

const PUBLIC_URL_ERROR = "PUBLIC_URL must be an http(s) origin such as https://example.com";

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "PORT must be a number" })
    .int("PORT must be a whole number")
    .min(0, "PORT must be between 0 and 65535")
    .max(65535, "PORT must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1, "HOST must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "DATA_DIR must not be empty").default("./data"),
  ADMIN_USERNAME: z.string().trim().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SAMPLE_DATA: booleanFlag("SAMPLE_DATA", true),
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

export type Config = Omit<z.infer<typeof envSchema>, "DATA_DIR"> & { DATA_DIR: string };

/** The only place that reads process.env: every setting is parsed once, with a readable error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
