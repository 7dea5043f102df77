const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

export interface Logger {
  /** Whether a line `at` this level is written: for a hot path, to skip building its fields. */
  enabled(at: Exclude<LogLevel, "silent">): boolean;
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

/** One JSON line per event on stdout, so any log collector can read it. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
) {
  const enabled = (at: Exclude<LogLevel, "silent">) => LEVELS[at] >= LEVELS[level];
  const log =
    (at: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: Fields = {}) => {
      if (!enabled(at)) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields })}\n`);
    };
  return {
    enabled,
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
  } satisfies Logger;
}

export const silentLogger: Logger = createLogger("silent");
