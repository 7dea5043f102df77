import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

const SOURCE = path.join(import.meta.dirname, "..");

/** Calls whose answer depends on the page's language: made while a module loads, they keep its first. */
const LANGUAGE_BOUND = new Set([
  "t",
  "formatTaka",
  "formatPieceGrams",
  "formatGrams",
  "formatDhakaTime",
  "formatDeviceTime",
  "rateProductLabel",
]);

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";
const isFunction = (node: Node) =>
  /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|ClassMethod|ClassPrivateMethod|ObjectMethod)$/.test(
    node.type,
  );

/** Where `source` calls a language-bound function as it loads: at its top level, or in a callback run there (`.map`). */
function callsWhileLoading(source: string): string[] {
  const found: string[] = [];
  const visit = (node: Node, deferred: boolean, parent: Node | null, key: string | null) => {
    const runsLater = isFunction(node) && !(parent?.type === "CallExpression" && key === "arguments");
    const inside = deferred || runsLater;
    const callee = node.type === "CallExpression" && isNode(node.callee) ? node.callee : null;
    if (!inside && callee?.type === "Identifier" && LANGUAGE_BOUND.has(String(callee.name))) {
      found.push(`${String(callee.name)} on line ${node.loc?.start.line}`);
    }
    for (const [childKey, child] of Object.entries(node)) {
      if (childKey === "loc") continue;
      for (const item of Array.isArray(child) ? child : [child]) {
        if (isNode(item)) visit(item, inside, node, childKey);
      }
    }
  };
  visit(
    parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] }).program as unknown as Node,
    false,
    null,
    null,
  );
  return found;
}

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe("words and numbers follow the page's language", () => {
  it("are never written while a module loads: the server renders both languages with one copy of each module", () => {
    const offenders = sourceFiles(SOURCE).flatMap((file) =>
      callsWhileLoading(fs.readFileSync(file, "utf8")).map(
        (call) => `${path.relative(SOURCE, file)}: ${call}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("finds such a call at the top level and in a callback run there, and not in a function", () => {
    expect(
      callsWhileLoading(
        [
          'const title = t("a");',
          'const rows = [1].map(() => t("b"));',
          'const later = () => t("c");',
          "function render() { return formatTaka(1); }",
        ].join("\n"),
      ),
    ).toEqual(["t on line 1", "t on line 2"]);
  });
});
