import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this, the bytes saved do not pay for the work: such files are sent as they are.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The brotli and gzip bodies the server sends for a built file, or null when it sends the file as it is. */
export async function compressedBodies(name: string, content: Buffer) {
  if (!COMPRESSIBLE.test(name) || content.byteLength < MIN_BYTES) return null;
  const [br, gzipped] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz(content, { level: 9 }),
  ]);
  return { br, gzip: gzipped };
}

/** Every text asset gets .br and .gz siblings, so the server never compresses a static file per request. */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile()) continue;
    const bodies = await compressedBodies(entry.name, fs.readFileSync(file));
    if (!bodies) continue;
    fs.writeFileSync(`${file}.br`, bodies.br);
    fs.writeFileSync(`${file}.gz`, bodies.gzip);
    count += 1;
  }
  return count;
}
