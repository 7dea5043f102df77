import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import readline from "node:readline";
import { projectRoot } from "../paths";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Both streams, in the order they arrived. */
  output: string[];
  stdout: string[];
  stderr: string[];
}

/** Starts the real server (server/src/main.ts) as a child process on a free loopback port. */
export async function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => {
    output.push(chunk.toString());
    stderr.push(chunk.toString());
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join("")}`)), 20_000);
    lines.on("line", (line) => {
      output.push(line);
      stdout.push(line);
      if (!line.startsWith("{")) return;
      const event = JSON.parse(line) as { msg: string; url?: string };
      if (event.msg === "listening" && event.url) {
        clearTimeout(timer);
        resolve(event.url);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join("\n")}`));
    });
  });
  return { url, process: child, output, stdout, stderr };
}

export async function stopServerProcess(server: RunningServer, signal: NodeJS.Signals = "SIGTERM") {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = once(server.process, "exit");
  server.process.kill(signal);
  await exited;
}
