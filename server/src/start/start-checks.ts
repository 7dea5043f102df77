import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { ensurePrivateDir } from "../db/private-files";

/** Something in the way of starting, in one line that says what is wrong and what to do. */
export class StartRefused extends Error {
  readonly code = "START_REFUSED";
}

/** The data folder exists (made when missing) and this account can write in it. */
export function checkDataFolder(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    ensurePrivateDir(dataDir);
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOTDIR" || code === "EEXIST"
        ? "a file is in the way of that folder"
        : code === "EROFS"
          ? "it is on a read-only disk"
          : code === "ENOSPC"
            ? "the disk is full"
            : "this account may not write there";
    throw new StartRefused(
      `DATA_DIR ${dataDir} cannot be used (${reason}, ${code}): point DATA_DIR at a folder this account owns, such as /var/lib/shop`,
    );
  }
}

/** Why listening on `host`:`port` failed, and what to do: one line. */
export function listenRefusal(error: NodeJS.ErrnoException, host: string, port: number): StartRefused {
  switch (error.code) {
    case "EADDRINUSE":
      return new StartRefused(
        `Port ${port} on ${host} is already in use by another program: stop it, or set PORT to a free port`,
      );
    case "EACCES":
      return new StartRefused(
        `Port ${port} needs privileges this account does not have: use a port above 1023 (such as 3000) behind a proxy`,
      );
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new StartRefused(
        `HOST ${host} is not an address of this machine: use 127.0.0.1 behind a proxy on this machine, or 0.0.0.0 for every address`,
      );
    default:
      return new StartRefused(
        `Cannot listen on ${host}:${port} (${error.code ?? error.message}): check HOST and PORT`,
      );
  }
}

/** Listens on the address once and lets go: a taken port or foreign HOST is told before anything is touched. */
export function checkCanListen(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => reject(listenRefusal(error, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
