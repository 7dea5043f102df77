import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type AdminManifest = Record<string, unknown> & { shortcuts: { name: string; url: string }[] };

const read = (file: string): AdminManifest =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "public", file), "utf8"));

describe("the admin's install manifests", () => {
  const english = read("admin.webmanifest");
  const bengali = read("bn/admin.webmanifest");

  it("install the Bengali admin as an app of its own, opening and staying under /bn/admin", () => {
    expect(bengali).toMatchObject({
      id: "/bn/admin",
      lang: "bn",
      start_url: "/bn/admin/login",
      scope: "/bn/admin",
    });
    for (const shortcut of bengali.shortcuts) expect(shortcut.url).toMatch(/^\/bn\/admin\//);
  });

  it("are the same app in either language but for its words and addresses", () => {
    const { id, name, short_name, description, lang, start_url, scope, shortcuts, ...look } = bengali;
    const { shortcuts: englishShortcuts, ...englishRest } = english;
    expect(englishRest).toMatchObject(look);
    expect(shortcuts.map((shortcut) => shortcut.url)).toEqual(
      englishShortcuts.map((shortcut) => `/bn${shortcut.url}`),
    );
    for (const text of [name, short_name, description, ...shortcuts.map((shortcut) => shortcut.name)])
      expect(text).toMatch(/[\u0980-\u09FF]/);
  });
});
