import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { carryPreviousAssets } from "./carry-previous-assets";
import { buildStampFile, buildState, sourceStamp } from "./source-stamp.mjs";

let root: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
const built = () => write("server/dist/build-stamp.json", JSON.stringify({ source: sourceStamp(root) }));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-stamp-"));
  write("server/src/main.ts", "serve();");
  write("pwa/src/app.tsx", "app();");
  write("core/src/units.ts", "units();");
  write("package-lock.json", "{}");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("whether the build is the source's", () => {
  it("is missing before the first build, and current right after it", () => {
    expect(buildState(root)).toBe("missing");
    built();
    expect(buildStampFile(root)).toBe(path.join(root, "server", "dist", "build-stamp.json"));
    expect(buildState(root)).toBe("current");
  });

  it.each([
    ["the server's code", "server/src/main.ts"],
    ["a page", "pwa/src/app.tsx"],
    ["shared logic", "core/src/units.ts"],
    ["a new file", "pwa/src/new-page.tsx"],
    ["the installed versions", "package-lock.json"],
  ])("is stale once %s changes", (_, file) => {
    built();
    write(file, "changed();");
    expect(buildState(root)).toBe("stale");
  });

  it("is stale once a source file is renamed, its content unchanged", () => {
    built();
    fs.renameSync(path.join(root, "core/src/units.ts"), path.join(root, "core/src/weights.ts"));
    expect(buildState(root)).toBe("stale");
  });

  it.each([
    ["a test", "server/src/main.test.ts"],
    ["the build itself", "pwa/dist/index.html"],
    ["installed packages", "node_modules/hono/index.js"],
  ])("stays current when only %s changes", (_, file) => {
    built();
    write(file, "changed();");
    expect(buildState(root)).toBe("current");
  });

  it("is current where only the build was shipped, with no source beside it", () => {
    built();
    fs.rmSync(path.join(root, "server/src"), { recursive: true });
    expect(buildState(root)).toBe("current");
  });
});

describe("the last build's files kept for a server still running it", () => {
  it("copies the files the last build's manifest names that the new one lacks, and nothing else", () => {
    write(
      "pwa/dist-server/client-manifest.json",
      JSON.stringify({
        "index.html": { file: "assets/index-old.js", css: ["assets/index-old.css"] },
        "src/font.ts": { file: "assets/font-same.js", assets: ["assets/inter-old.woff2"] },
      }),
    );
    for (const file of [
      "index-old.js",
      "index-old.css",
      "inter-old.woff2",
      "font-same.js",
      "carried-before.js",
    ])
      write(`pwa/dist/assets/${file}`, `old ${file}`);
    const staged = path.join(root, "next");
    fs.mkdirSync(path.join(staged, "dist", "assets"), { recursive: true });
    fs.writeFileSync(path.join(staged, "dist", "assets", "font-same.js"), "new");

    expect(carryPreviousAssets(path.join(root, "pwa"), staged)).toBe(3);
    expect(fs.readdirSync(path.join(staged, "dist", "assets")).sort()).toEqual([
      "font-same.js",
      "index-old.css",
      "index-old.js",
      "inter-old.woff2",
    ]);
    expect(fs.readFileSync(path.join(staged, "dist", "assets", "font-same.js"), "utf8")).toBe("new");
  });
});
