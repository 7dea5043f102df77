import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FONTS_CSS, FONTS_DIR, WEB_FONTS } from "../pwa/build/web-fonts";
import { buildWebFonts } from "../pwa/build/web-fonts-build";

const require = createRequire(import.meta.url);

const { files, css } = await buildWebFonts();
fs.rmSync(FONTS_DIR, { recursive: true, force: true });
fs.mkdirSync(FONTS_DIR, { recursive: true });
for (const [name, content] of files) fs.writeFileSync(path.join(FONTS_DIR, name), content);
fs.writeFileSync(FONTS_CSS, css);

for (const font of WEB_FONTS) {
  const before = fs.statSync(require.resolve(font.source)).size;
  const after = files.get(font.file)?.byteLength ?? 0;
  process.stdout.write(`${font.file}: ${before} -> ${after} bytes\n`);
}
