import type { ChildProcess } from "node:child_process";
import { once } from "node:events";

/** Asks a process the bench started to stop, and waits until it has. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}
