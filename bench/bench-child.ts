/** What both bench servers share: how they stop and how they tell the bench where they listen. */

export function stopWithParent(cleanup: () => void = () => {}): void {
  process.on("exit", cleanup);
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => process.exit(0));
  // The bench holds our stdin open: if it dies without signalling us, stdin ends and we follow.
  process.stdin.on("end", () => process.exit(0)).resume();
}

export function announcePort(port: number): void {
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}
