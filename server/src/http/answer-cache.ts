import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  tag: string;
  contentType: string;
  status: 200 | 404;
  /** Headers of this answer alone, such as a page's policy for its inline styles. */
  headers: Record<string, string>;
  /** Epoch ms after which the entry is stale even without a write (a scheduled rate board). */
  staleAt: number | null;
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/** A page as its renderer makes it, for the cache to keep and answer. */
export interface RenderedAnswer {
  body: string;
  status: 200 | 404;
  headers: Record<string, string>;
}

const MIN_COMPRESS_BYTES = 1024;
/**
 * Far above what the site reads between two writes (a few lists, the settings, 24 rate histories,
 * each item's page), so in use nothing is dropped; it only caps what odd keys can pile up.
 */
const MAX_ENTRIES = 1000;
/**
 * The bodies kept, every encoding counted: room for a 5,000-piece catalogue whole and in parts
 * besides the pages, and a bound on the memory the cache can take, whatever is asked of it.
 */
const MAX_BYTES = 32 * 1024 * 1024;

/** Picks the best encoding the client accepts; weights other than q=0 are not ranked further. */
function negotiate(acceptEncoding: string | undefined, size: number): Encoding {
  if (!acceptEncoding || size < MIN_COMPRESS_BYTES) return "identity";
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

// Copied into a plain ArrayBuffer once, at cache time, so each answer hands it over without a copy.
const encode = (body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> => {
  if (encoding === "br") {
    return new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (encoding === "gzip") return new Uint8Array(gzipSync(body, { level: 6 }));
  return new Uint8Array(body);
};

/**
 * Public GET answers (JSON, text such as the sitemap, and the site's pages) serialized or rendered
 * once, hashed once and compressed once per encoding, until the next write clears the cache or the
 * time the answer said it goes stale. Each encoding gets its own strong ETag, as RFC 9110 asks, and
 * a request that has the current one is answered 304. Past `maxEntries` or `maxBytes`, the answer
 * read least recently is dropped.
 */
export function createAnswerCache(
  now: () => Date = () => new Date(),
  { maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES } = {},
) {
  // A Map iterates in insertion order: re-inserting on every read keeps the least recent first.
  const entries = new Map<string, Entry>();
  /** Pages being rendered, so that many requests for one page wait for one render. */
  const rendering = new Map<string, Promise<Entry>>();
  /** Moved on by every clear: a render begun before a write is answered, never kept. */
  let generation = 0;
  let bytes = 0;
  const sizeOf = (entry: Entry) =>
    Object.values(entry.bodies).reduce((sum, body) => sum + (body?.byteLength ?? 0), 0);
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  /** Drops the least recently read until the cache is within its bounds; `keep` is the one in use. */
  const keepWithinBounds = (keep: string) => {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      if (key !== keep) forget(key);
    }
  };

  /** The entry kept under `key` while it is fresh, made the most recently read. */
  const fresh = (key: string | null): Entry | undefined => {
    if (key === null) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.staleAt !== null && now().getTime() >= entry.staleAt) {
      bytes -= sizeOf(entry);
      return undefined;
    }
    entries.set(key, entry);
    return entry;
  };

  const keep = (key: string | null, entry: Entry) => {
    if (key === null) return;
    forget(key);
    entries.set(key, entry);
    bytes += sizeOf(entry);
    keepWithinBounds(key);
  };

  const entryOf = (
    text: string,
    contentType: string,
    { status = 200, headers = {}, staleAt = null }: Partial<Pick<Entry, "status" | "headers" | "staleAt">>,
  ): Entry => {
    const identity = encode(Buffer.from(text), "identity");
    const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    return { tag, contentType, status, headers, staleAt, bodies: { identity } };
  };

  /** The entry as the client asked for it: 304 when it has it, else in the best encoding it takes. */
  const answer = (c: Context, key: string | null, entry: Entry): Response => {
    const identity = entry.bodies.identity as Uint8Array<ArrayBuffer>;
    const encoding = negotiate(c.req.header("accept-encoding"), identity.byteLength);
    const etag = encoding === "identity" ? `"${entry.tag}"` : `"${entry.tag}-${encoding}"`;
    for (const [name, value] of Object.entries(entry.headers)) c.header(name, value);
    // Added to what the request's handling varies by already (a page's language, say).
    c.header("Vary", "Accept-Encoding", { append: true });
    const headers: Record<string, string> = {
      ETag: etag,
      // Always revalidate: a 304 costs a few bytes and never shows a stale catalogue.
      "Cache-Control": "no-cache",
    };
    const ifNoneMatch = c.req.header("if-none-match");
    if (entry.status === 200 && ifNoneMatch && matches(ifNoneMatch, entry.tag))
      return c.body(null, 304, headers);
    let body = entry.bodies[encoding];
    if (!body) {
      body = encode(identity, encoding);
      entry.bodies[encoding] = body;
      if (key !== null && entries.get(key) === entry) {
        bytes += body.byteLength;
        keepWithinBounds(key);
      }
    }
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    headers["Content-Type"] = entry.contentType;
    headers["Content-Length"] = String(body.byteLength);
    return c.body(body, entry.status, headers);
  };

  /** Any text answer; `render` runs only when the key has no fresh entry. A null key keeps nothing. */
  const respondText = (
    c: Context,
    key: string | null,
    contentType: string,
    render: () => string,
    staleAt: () => Date | null = () => null,
  ): Response => {
    let entry = fresh(key);
    if (!entry) {
      entry = entryOf(render(), contentType, { staleAt: staleAt()?.getTime() ?? null });
      keep(key, entry);
    }
    return answer(c, key, entry);
  };

  /**
   * A page of the site, rendered once for everyone asking until the data it shows changes: a write
   * clears it, and `staleAt` (asked once the render is done) says when time alone will. A page that
   * is not found is answered, never kept, so made-up addresses cannot crowd out the real pages.
   */
  const respondPage = async (
    c: Context,
    key: string,
    render: () => Promise<RenderedAnswer>,
    staleAt: () => Date | null,
  ): Promise<Response> => {
    let entry = fresh(key);
    if (!entry) {
      let pending = rendering.get(key);
      if (!pending) {
        const begun = generation;
        pending = render().then(({ body, status, headers }) => {
          const made = entryOf(body, "text/html; charset=utf-8", {
            status,
            headers,
            staleAt: staleAt()?.getTime() ?? null,
          });
          if (status === 200 && begun === generation) keep(key, made);
          return made;
        });
        const settled = pending.finally(() => {
          if (rendering.get(key) === settled) rendering.delete(key);
        });
        rendering.set(key, settled);
        pending = settled;
      }
      entry = await pending;
    }
    return answer(c, key, entry);
  };

  return {
    clear: () => {
      entries.clear();
      rendering.clear();
      generation++;
      bytes = 0;
    },
    /** A JSON answer, typed by what `load` gives, as `c.json` types its answer. */
    respond: <T>(
      c: Context,
      key: string | null,
      load: () => T,
      staleAt?: () => Date | null,
    ): Response & TypedResponse<JSONParsed<T>, 200, "json"> =>
      respondText(
        c,
        key,
        "application/json; charset=utf-8",
        () => JSON.stringify(load()),
        staleAt,
      ) as Response & TypedResponse<JSONParsed<T>, 200, "json">,
    respondText,
    respondPage,
  };
}

/** A client that cached any encoding of the current version may keep it. */
function matches(ifNoneMatch: string, tag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  const current = new Set([`"${tag}"`, `"${tag}-br"`, `"${tag}-gzip"`]);
  return ifNoneMatch.split(",").some((candidate) => current.has(candidate.trim().replace(/^W\//, "")));
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
