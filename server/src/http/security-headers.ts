import path from "node:path";
import { createMiddleware } from "hono/factory";

/**
 * The policy for a page carrying the inline styles with these hashes, and no other. No inline
 * script anywhere; images may come from any https host because the owner pastes image links in the
 * admin; the only frame is the Google Maps embed on the contact page, whose host that page asks first.
 */
export const contentSecurityPolicy = (styleHashes: readonly string[]): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(" "),
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // The contact page asks Google's host whether its map can be drawn (MAP_HOST_PROBE).
    "connect-src 'self' https://www.google.com",
    "frame-src https://www.google.com https://maps.google.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

export const CONTENT_SECURITY_POLICY_HEADER = "Content-Security-Policy";

/**
 * Policies that govern a document (or a worker) and nothing else: a script, stylesheet, font or
 * raster image ignores them, so they are left off those files, which on a first visit over HTTP/1.1
 * saves more than half a kilobyte on each of a few dozen responses.
 */
const DOCUMENT_POLICIES: Readonly<Record<string, string>> = {
  [CONTENT_SECURITY_POLICY_HEADER]: contentSecurityPolicy([]),
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

/**
 * Files no browser runs as a document, by their extension. SVG is not among them: opened on its
 * own, it is a document that can run script. The service worker's script is a worker, governed by
 * its own policy.
 */
const NEVER_A_DOCUMENT = new Set([
  ".js",
  ".css",
  ".woff2",
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".avif",
  ".ico",
]);
const isNeverADocument = (requestPath: string) =>
  requestPath !== "/sw.js" && NEVER_A_DOCUMENT.has(path.posix.extname(requestPath).toLowerCase());

/** The security headers of every answer to `requestPath`: a document's policies only where it can be one. */
export function securityHeadersFor({ https }: { https: boolean }) {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Resource-Policy", "same-site"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  const withPolicies: [string, string][] = [...Object.entries(DOCUMENT_POLICIES), ...headers];
  return (requestPath: string) => (isNeverADocument(requestPath) ? headers : withPolicies);
}

/**
 * Set before the handler runs, so they travel with the response the handler builds; adding them
 * afterwards would make every response be rebuilt.
 */
export function securityHeaders(options: { https: boolean }) {
  const headersFor = securityHeadersFor(options);
  return createMiddleware(async (c, next) => {
    for (const [name, value] of headersFor(c.req.path)) c.header(name, value);
    await next();
  });
}
