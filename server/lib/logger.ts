import { pino } from "pino";

type Level = "debug" | "info" | "warn" | "error" | "silent";

export type Logger = {
  debug: (msg: string, extra?: unknown) => void;
  info: (msg: string, extra?: unknown) => void;
  warn: (msg: string, extra?: unknown) => void;
  error: (msg: string, extra?: unknown) => void;
  /** Whether a line at this level is written: lets a hot path skip building a line nobody reads. */
  enabled?: (level: Exclude<Level, "silent">) => boolean;
};

/** Where the JSON lines go: stdout by default; tests pass a collector. */
export type LogDestination = { write: (line: string) => void };

/**
 * What a call's `extra` becomes in the line: an Error under `err` (message, type and stack, by pino's
 * serializer), a plain object's fields as they are, anything else under `detail`.
 */
function fieldsOf(extra: unknown): Record<string, unknown> {
  if (extra instanceof Error) return { err: extra };
  if (extra !== null && typeof extra === "object" && Object.getPrototypeOf(extra) === Object.prototype) return extra as Record<string, unknown>;
  return { detail: extra };
}

/**
 * One JSON object per line (pino), quiet below the chosen level. Every value is JSON-escaped, so a CR/LF
 * inside a customer's text (a quote's name in a logged mail) stays inside its own line and cannot forge another.
 */
export function createLogger(level: Level = "info", destination?: LogDestination): Logger {
  const base = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // "info", not 30: the same words as LOG_LEVEL, readable without a lookup table.
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  const at = (lvl: Exclude<Level, "silent">) => (msg: string, extra?: unknown) => {
    if (extra === undefined) base[lvl](msg);
    else base[lvl](fieldsOf(extra), msg);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"), enabled: (lvl) => base.isLevelEnabled(lvl) };
}
