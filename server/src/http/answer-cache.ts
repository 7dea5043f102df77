import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { boundedMemo } from "#core/bounded-memo";

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
  /** Each encoding's answers as they go out, made at its first request. */
  answers: Partial<Record<Encoding, { whole: PreparedAnswer; notModified: PreparedAnswer }>>;
}

/** A page as its renderer makes it, for the cache to keep and answer. */
export interface RenderedAnswer {
  body: string;
  status: 200 | 404;
  headers: Record<string, string>;
}

/** What of a request decides how a kept answer is sent. */
export interface AnswerRequest {
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** A kept answer as it goes out: a 304 has no body. */
export type PreparedAnswer = { headers: Record<string, string> } & (
  | { status: 304; body: null }
  | { status: 200 | 404; body: Uint8Array<ArrayBuffer> }
);

const PAGE_TYPE = "text/html; charset=utf-8";
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
const bestEncoding = boundedMemo((acceptEncoding): Encoding => {
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
});

function negotiate(acceptEncoding: string | undefined, size: number): Encoding {
  if (!acceptEncoding || size < MIN_COMPRESS_BYTES) return "identity";
  return bestEncoding(acceptEncoding);
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
    return { tag, contentType, status, headers, staleAt, bodies: { identity }, answers: {} };
  };

  /**
   * The entry as the client asked for it: 304 when it has it, else in the best encoding it takes.
   * The headers are the entry's own and those of its encoding; Vary adds to what the request's
   * handling varies by already (a page's language, say). Each encoding's answer is made once.
   */
  const prepare = (key: string | null, entry: Entry, request: AnswerRequest): PreparedAnswer => {
    const identity = entry.bodies.identity as Uint8Array<ArrayBuffer>;
    const encoding = negotiate(request.acceptEncoding, identity.byteLength);
    let answers = entry.answers[encoding];
    if (!answers) {
      let body = entry.bodies[encoding];
      if (!body) {
        body = encode(identity, encoding);
        entry.bodies[encoding] = body;
        if (key !== null && entries.get(key) === entry) {
          bytes += body.byteLength;
          keepWithinBounds(key);
        }
      }
      const headers: Record<string, string> = {
        ...entry.headers,
        ETag: encoding === "identity" ? `"${entry.tag}"` : `"${entry.tag}-${encoding}"`,
        // Always revalidate: a 304 costs a few bytes and never shows a stale catalogue.
        "Cache-Control": "no-cache",
      };
      answers = {
        notModified: { status: 304, headers: { ...headers }, body: null },
        whole: {
          status: entry.status,
          headers: {
            ...headers,
            ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
            "Content-Type": entry.contentType,
            "Content-Length": String(body.byteLength),
          },
          body,
        },
      };
      entry.answers[encoding] = answers;
    }
    return entry.status === 200 && request.ifNoneMatch && matches(request.ifNoneMatch, entry.tag)
      ? answers.notModified
      : answers.whole;
  };

  const answer = (c: Context, key: string | null, entry: Entry): Response => {
    const prepared = prepare(key, entry, {
      acceptEncoding: c.req.header("accept-encoding"),
      ifNoneMatch: c.req.header("if-none-match"),
    });
    c.header("Vary", "Accept-Encoding", { append: true });
    return prepared.status === 304
      ? c.body(null, 304, prepared.headers)
      : c.body(prepared.body, prepared.status, prepared.headers);
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
          const made = entryOf(body, PAGE_TYPE, {
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
    /**
     * A page kept and still fresh, prepared as `respondPage` would answer it, or undefined: what
     * answers the busiest requests before they reach the app (page-front.ts).
     */
    keptPage: (key: string, request: AnswerRequest): PreparedAnswer | undefined => {
      const entry = fresh(key);
      return entry && entry.contentType === PAGE_TYPE ? prepare(key, entry, request) : undefined;
    },
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
