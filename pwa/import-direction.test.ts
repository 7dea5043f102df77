import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIOME = path.join(ROOT, "node_modules", ".bin", "biome");

/** [the importing file, what it imports, whether the direction allows it]. */
const probes: [string, string, boolean][] = [
  ["pwa/src/site/home/probe.tsx", "../../admin/shell/admin-app", false],
  ["pwa/src/site/home/probe.tsx", "../../app/router", false],
  ["pwa/src/admin/shell/probe.tsx", "../../site/layout/site-header", false],
  ["pwa/src/shared/ui/probe.tsx", "../../site/layout/site-header", false],
  ["pwa/src/shared/ui/probe.tsx", "../../admin/api/use-admin-api", false],
  ["pwa/src/data/probe.ts", "../shared/ui/spinner", false],
  ["pwa/src/data/probe.ts", "../app/router", false],
  ["pwa/src/i18n/probe.ts", "../site/home/home-page", false],
  ["pwa/src/site/home/probe.tsx", "../../../../server/src/app", false],
  ["server/src/probe.ts", "../../pwa/src/data/db", false],
  ["core/src/probe.ts", "../../server/src/config", false],
  ["pwa/src/app/probe.tsx", "../site/layout/site-header", true],
  ["pwa/src/app/probe.tsx", "../admin/shell/admin-app", true],
  ["pwa/src/site/home/probe.tsx", "../../shared/ui/spinner", true],
  ["pwa/src/site/home/probe.tsx", "../layout/site-header", true],
  ["pwa/src/admin/jewelry/probe.tsx", "../../data/api-client", true],
  ["pwa/src/shared/ui/probe.tsx", "../../data/use-online", true],
  ["pwa/src/data/probe.ts", "#core/endpoints", true],
];

/**
 * The lint configuration itself, run on files written in a scratch copy of the tree: the rule that
 * keeps imports flowing app → site | admin → shared → data → core must refuse each wrong way and
 * let each right one through.
 */
describe("the import direction rule (npm run lint)", () => {
  let scratch: string;
  let refused: Set<string>;
  let circular: Set<string>;

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "import-direction-"));
    fs.copyFileSync(path.join(ROOT, "biome.json"), path.join(scratch, "biome.json"));
    probes.forEach(([file, source], index) => {
      const target = path.join(scratch, file.replace("probe", `probe-${index}`));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, `import { x } from "${source}";\n\nexport const y = x;\n`);
    });
    // Two modules importing each other: a circle, whatever the folders.
    fs.writeFileSync(
      path.join(scratch, "pwa/src/shared/ui/circle-a.ts"),
      'import { b } from "./circle-b";\n\nexport const a = () => b;\n',
    );
    fs.writeFileSync(
      path.join(scratch, "pwa/src/shared/ui/circle-b.ts"),
      'import { a } from "./circle-a";\n\nexport const b = () => a;\n',
    );
    let output: string;
    try {
      output = execFileSync(BIOME, ["lint", "--vcs-enabled=false", "--max-diagnostics=none", "."], {
        cwd: scratch,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      // Biome exits non-zero when it refuses anything and writes its diagnostics to either stream.
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      output = `${stdout}\n${stderr}`;
    }
    circular = new Set(
      [...output.matchAll(/^(\S+circle-[ab]\.ts):\d+:\d+ lint\/suspicious\/noImportCycles/gm)].map(
        ([, file]) => file ?? "",
      ),
    );
    refused = new Set(
      [...output.matchAll(/^(\S+probe-\d+\.tsx?):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map(
        ([, file]) => file ?? "",
      ),
    );
  });

  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it.each(probes.map((probe, index) => [...probe, index] as const))(
    "%s importing %s: allowed %s",
    (file, _source, allowed, index) => {
      expect(refused.has(file.replace("probe", `probe-${index}`))).toBe(!allowed);
    },
  );

  it("refuses two modules that import each other", () => {
    expect([...circular].sort()).toEqual(["pwa/src/shared/ui/circle-a.ts", "pwa/src/shared/ui/circle-b.ts"]);
  });
});
