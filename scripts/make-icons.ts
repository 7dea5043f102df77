import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * Renders the app icons from their SVG sources. The PNGs are committed (installs need them, and they
 * change only when the artwork does); run `npx tsx scripts/make-icons.ts` after editing an SVG.
 */
const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "pwa", "public", "icons");
const svg = (name: string) => fs.readFileSync(path.join(root, "pwa", "icons", name));

fs.mkdirSync(out, { recursive: true });
const render = (size: number, file: string, source = svg("app-icon.svg")) =>
  sharp(source, { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));

// The artwork keeps to the centre 80 % circle, so the same square also serves as the maskable icon.
await Promise.all([
  render(192, "icon-192.png"),
  render(512, "icon-512.png"),
  render(512, "icon-maskable-512.png"),
  render(180, "apple-touch-icon.png"),
  render(192, "admin-192.png", svg("admin-icon.svg")),
  render(512, "admin-512.png", svg("admin-icon.svg")),
]);
fs.copyFileSync(path.join(root, "pwa", "icons", "app-icon.svg"), path.join(out, "favicon.svg"));
process.stdout.write(`Icons written to ${path.relative(root, out)}\n`);
