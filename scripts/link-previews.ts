import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  DEFAULT_PREVIEW_PATH,
  LINK_PREVIEW_SIZE,
  previewTwinPath,
} from "../server/src/html/link-preview-image";

const { width: WIDTH, height: HEIGHT } = LINK_PREVIEW_SIZE;
// Room around a picture, so a crop to a square thumbnail (WhatsApp) still shows it whole.
const PADDING = 48;
// The default preview shows the trademark smaller, as a badge rather than a poster.
const DEFAULT_PADDING = 120;
// Cards on the site have this radius; a sample picture's tinted backdrop is one.
const CARD_RADIUS = 12;

/** The site's background, read from its design tokens so a preview never drifts from the page. */
function siteBackground(root: string): string {
  const css = fs.readFileSync(path.join(root, "pwa", "src", "styles", "global.css"), "utf8");
  const colour = /--ivory:\s*(#[0-9a-f]{6})\b/i.exec(css)?.[1];
  if (!colour) throw new Error("The --ivory colour is missing from pwa/src/styles/global.css");
  return colour;
}

/**
 * One SVG drawn whole inside the 1200×630 frame, on the site's background. The frame is itself an SVG
 * holding the picture as an image, so librsvg draws it once, as vectors, at the size it is shown.
 */
async function renderPreview(svg: Buffer, padding: number, background: string, outFile: string) {
  const { width = WIDTH, height = HEIGHT } = await sharp(svg).metadata();
  const scale = Math.min((WIDTH - 2 * padding) / width, (HEIGHT - 2 * padding) / height);
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  const [x, y] = [Math.round((WIDTH - w) / 2), Math.round((HEIGHT - h) / 2)];
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<clipPath id="card"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${CARD_RADIUS}"/></clipPath>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>
<image href="data:image/svg+xml;base64,${svg.toString("base64")}" x="${x}" y="${y}" width="${w}" height="${h}" clip-path="url(#card)"/>
</svg>`;
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  // Plain libjpeg, not mozjpeg: a third smaller files are not worth three times the build time here.
  await sharp(Buffer.from(frame)).flatten({ background }).jpeg({ quality: 85 }).toFile(outFile);
}

/**
 * Writes a JPEG link preview beside the built site for each of its own SVG images, and the default
 * preview from its trademark: Facebook and WhatsApp show no SVG. Answers how many it wrote.
 */
export async function renderLinkPreviews(root: string, dist: string): Promise<number> {
  const background = siteBackground(root);
  const images = path.join(dist, "images");
  const jobs = fs.readdirSync(images, { recursive: true, encoding: "utf8" }).flatMap((file) => {
    const twin = previewTwinPath(`/images/${file.split(path.sep).join("/")}`);
    if (!twin) return [];
    if (twin === DEFAULT_PREVIEW_PATH) throw new Error(`images/${file} would overwrite the default preview`);
    return [{ source: path.join(images, file), padding: PADDING, out: twin }];
  });
  jobs.push({
    source: path.join(images, "trademark.svg"),
    padding: DEFAULT_PADDING,
    out: DEFAULT_PREVIEW_PATH,
  });
  await Promise.all(
    jobs.map(({ source, padding, out }) =>
      renderPreview(fs.readFileSync(source), padding, background, path.join(dist, out)),
    ),
  );
  return jobs.length;
}
