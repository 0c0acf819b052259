type Level = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = {
  debug: (msg: string, extra?: unknown) => void;
  info: (msg: string, extra?: unknown) => void;
  warn: (msg: string, extra?: unknown) => void;
  error: (msg: string, extra?: unknown) => void;
};

/** A small structured logger: one line per event, quiet below the chosen level. */
export function createLogger(level: Level = "info"): Logger {
  const at = (lvl: Exclude<Level, "silent">) => (msg: string, extra?: unknown) => {
    if (order[lvl] < order[level]) return;
    const line = `[${new Date().toISOString()}] ${lvl.toUpperCase()} ${msg}`;
    const write = lvl === "error" || lvl === "warn" ? console.error : console.log;
    if (extra === undefined) write(line);
    else write(line, extra);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
