import fs from "node:fs";

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes("shop-e2e-")) fs.rmSync(dir, { recursive: true, force: true });
}
