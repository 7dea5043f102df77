import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const scripts = import.meta.dirname;

/**
 * A project of a few files around the real launcher: a "server" that says it started, and an npm
 * whose `run build` stamps the build as the real one does (or fails, when told to).
 */
let root: string;
let bin: string;

const write = (file: string, content: string, mode = 0o644) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content, { mode });
};

/** A build as the fake npm makes it, before the launcher runs: not one of the calls the tests count. */
const build = async () => {
  await run(path.join(bin, "npm"), ["run", "build"]);
  fs.rmSync(path.join(root, "npm-calls"));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-start-"));
  bin = path.join(root, "fake-bin");
  for (const file of ["start.mjs", "source-stamp.mjs"])
    write(`scripts/${file}`, fs.readFileSync(path.join(scripts, file), "utf8"));
  write("server/src/main.ts", "serve();");
  write("server/dist/main.js", 'process.stdout.write("serving the build\\n");');
  write("node_modules/vite/package.json", "{}");
  write(
    "fake-bin/npm",
    `#!/bin/sh
echo "npm $*" >> "${root}/npm-calls"
[ -f "${root}/build-fails" ] && exit 3
exec "${process.execPath}" --input-type=module -e 'import { buildStampFile, sourceStamp } from "${root}/scripts/source-stamp.mjs"; import fs from "node:fs"; fs.writeFileSync(buildStampFile("${root}"), JSON.stringify({ source: sourceStamp("${root}") }));'
`,
    0o755,
  );
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

async function start(): Promise<{ code: number; stdout: string; stderr: string; npm: string[] }> {
  const npmCalls = () =>
    fs.existsSync(path.join(root, "npm-calls"))
      ? fs.readFileSync(path.join(root, "npm-calls"), "utf8").trim().split("\n")
      : [];
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, "scripts", "start.mjs")], {
      env: { PATH: `${bin}:${process.env.PATH ?? ""}` },
    });
    return { code: 0, stdout, stderr, npm: npmCalls() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, npm: npmCalls() };
  }
}

describe("npm start", () => {
  it("serves a build made from the source beside it, without building", async () => {
    await build();
    expect(await start()).toMatchObject({ code: 0, stdout: "serving the build\n", npm: [] });
  });

  it("builds first when there is no build yet", async () => {
    fs.rmSync(path.join(root, "server", "dist", "build-stamp.json"), { force: true });
    const started = await start();
    expect(started).toMatchObject({ code: 0, stdout: "serving the build\n", npm: ["npm run build"] });
    expect(started.stderr).toContain("There is no build yet: building first (npm run build).");
  });

  it("builds again once the source has changed since the build", async () => {
    await build();
    write("server/src/main.ts", "serve(); // changed after the build");
    const started = await start();
    expect(started).toMatchObject({ code: 0, stdout: "serving the build\n", npm: ["npm run build"] });
    expect(started.stderr).toContain("The source has changed since the last build: building first");
  });

  it("refuses a stale build, with the commands to run, where the build tools are not installed", async () => {
    await build();
    write("server/src/main.ts", "serve(); // changed after the build");
    fs.rmSync(path.join(root, "node_modules", "vite"), { recursive: true });
    expect(await start()).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "The source has changed since the last build, and this install cannot build: run npm ci && npm run build (then npm ci --omit=dev for a production install), and start again.\n",
      npm: [],
    });
  });

  it("serves nothing when the build fails, and exits with its code", async () => {
    fs.rmSync(path.join(root, "server", "dist", "build-stamp.json"), { force: true });
    write("build-fails", "");
    expect(await start()).toMatchObject({ code: 3, stdout: "", npm: ["npm run build"] });
  });
});
