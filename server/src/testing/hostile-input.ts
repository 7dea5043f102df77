import fc from "fast-check";
import { z } from "zod";

/** The parts of JSON Schema that `z.toJSONSchema` writes for the contract's schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
}

/** Everything a careless or hostile client might send as a body: [label, content type, body]. */
export const oddBodies: [string, string, string][] = [
  ["null", "application/json", "null"],
  ["an array", "application/json", "[1, 2, 3]"],
  ["a string", "application/json", '"hello"'],
  ["a number", "application/json", "42"],
  ["malformed JSON", "application/json", '{"name": '],
  ["an empty body", "application/json", ""],
  [
    "NUL bytes",
    "application/json",
    JSON.stringify({ name: "ring\u0000", username: "\u0000", password: "\u0000" }),
  ],
  [
    "operator objects",
    "application/json",
    JSON.stringify({ username: { $ne: null }, password: { $ne: null } }),
  ],
  [
    "wrong types everywhere",
    "application/json",
    JSON.stringify({ name: 1, weight: "heavy", featured: "yes", phone: [] }),
  ],
  [
    "a 200 kB field",
    "application/json",
    JSON.stringify({ name: "x".repeat(200_000), message: "x".repeat(200_000) }),
  ],
  ["form data", "application/x-www-form-urlencoded", "username=owner&password=x"],
  ["plain text", "text/plain", "hello"],
];

/** Short text most fields accept, so shaped values often get past validation into the handlers. */
const everydayText = fc.constantFrom(
  "Gold ring",
  "Rafi",
  "22K",
  "01711-234567",
  "+880 1711 234567",
  "https://example.com/ring.jpg",
  "/images/ring.jpg",
  "Please call me back",
  "রুপার চুড়ি",
);

/** Text that tries the edges: markup, replacement patterns, control characters, links elsewhere. */
const edgyText = fc.constantFrom(
  "",
  " ",
  "javascript:alert(1)",
  "<script>alert(1)</script>",
  "$& $` $'",
  "\u0000",
  "/\t/evil.example/x.png",
  "//evil.example/x",
  "2026-11-22T04:00:00.000Z",
);

const number = (s: JsonSchema, integer: boolean) => {
  const bounds = [s.minimum, s.maximum].flatMap((bound) =>
    bound === undefined ? [] : [bound - 1, bound, bound + 1],
  );
  const inRange = integer
    ? fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 })
    : fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
  return bounds.length > 0
    ? fc.oneof({ weight: 5, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...bounds) })
    : inRange;
};

function fromJsonSchema(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map(fromJsonSchema));
  switch (Array.isArray(s.type) ? s.type[0] : s.type) {
    case "object":
      if (!s.properties) return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 4 });
      return fc.record(
        Object.fromEntries(Object.entries(s.properties).map(([key, value]) => [key, fromJsonSchema(value)])),
        { requiredKeys: s.required ?? [] },
      );
    case "array":
      return fc.array(s.items ? fromJsonSchema(s.items) : fc.jsonValue(), {
        maxLength: Math.min(s.maxItems ?? 4, 4) + 1,
      });
    case "string":
      return fc.oneof(
        { weight: 6, arbitrary: everydayText },
        { weight: 1, arbitrary: edgyText },
        { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
        ...(s.maxLength === undefined
          ? []
          : [
              {
                weight: 1,
                arbitrary: fc.constantFrom(s.maxLength, s.maxLength + 1).map((n) => "x".repeat(n)),
              },
            ]),
      );
    case "integer":
      return number(s, true);
    case "number":
      return number(s, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

/** Values shaped like a schema's input: its keys and kinds, with lengths and ranges at and past their bounds. */
export const shapedLike = (schema: z.ZodType): fc.Arbitrary<unknown> =>
  fromJsonSchema(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);

/** Stands for an object nested `depth` levels deep: deeper than JSON.stringify (or any recursive walk) can go. */
class Nested {
  constructor(readonly depth: number) {}
}

const NESTED_MARKER = "\u0001nested:";

/** JSON text `depth` objects deep, built as text since no recursive writer reaches that far. */
export const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}"bottom"${"}".repeat(depth)}`;

/** The value as JSON text, each Nested written out in full. */
export const jsonText = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Nested ? `${NESTED_MARKER}${inner.depth}` : inner,
  ).replace(/"\\u0001nested:(\d+)"/g, (_match, depth: string) => nestedJson(Number(depth)));

/** Something of another kind to put where a schema expects a value. */
const foreignValue = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 8000 }).map((depth) => new Nested(depth)) },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -0, 2 ** 53 + 1, -1, "", "__proto__") },
);

/** Every place in a JSON value where a value sits: the path of keys down to it. */
function pathsOf(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== "object" || value === null || value instanceof Nested) return [path];
  return [path, ...Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, [...path, key]))];
}

function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, i) => (String(i) === key ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  const copy = { ...record };
  if (rest.length === 0 && replacement === undefined) delete copy[key];
  else copy[key] = replaceAt(record[key], rest, replacement);
  return copy;
}

/**
 * The value with one mutation: a part replaced by something of another kind, a key dropped,
 * or an unexpected key added.
 */
export const mutated = (values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc
    .tuple(
      values,
      fc.nat(),
      fc.constantFrom("replace", "drop", "add"),
      foreignValue,
      fc.string({ maxLength: 12 }),
    )
    .map(([value, pick, how, replacement, newKey]) => {
      const paths = pathsOf(value);
      const path = paths[pick % paths.length] ?? [];
      if (how === "add" && typeof value === "object" && value !== null && !Array.isArray(value)) {
        return { ...value, [newKey]: replacement };
      }
      return replaceAt(value, path, how === "drop" && path.length > 0 ? undefined : replacement);
    });

/** Header-safe text: printable ASCII, which is all a header value may carry. */
export const headerText = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength,
  });
