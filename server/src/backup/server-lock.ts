import fs from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE } from "../db/private-files";

const LOCK_FILE = "server.pid";

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another account holds that number, so it is alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Marks the data folder as in use by this process until `release`: a restore refuses to swap the
 * database under a running server, which would go on writing to the file it replaced.
 */
export function holdServerLock(dataDir: string): { release(): void } {
  const file = lockPath(dataDir);
  fs.writeFileSync(file, String(process.pid), { mode: PRIVATE_FILE_MODE });
  return {
    release: () => {
      if (runningServer(dataDir) === process.pid) fs.rmSync(file, { force: true });
    },
  };
}

/** The process id of the server using the data folder, or null when none is running (a stale mark is ignored). */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockPath(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}
