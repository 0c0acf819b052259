import { readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * One process per PGlite data folder. PGlite is PostgreSQL in WebAssembly without the postmaster's
 * `postmaster.pid` check: a second process on the same folder starts, answers "up", and the two silently
 * overwrite each other's pages. So the first process writes `pg.lock` (created exclusively, holding its
 * PID, host, boot and process start time) and every later start refuses while that process lives.
 * A lock left by a killed process is taken over, under a second short-lived lock so two starts cannot
 * both take over (and one delete the other's fresh lock).
 */
export class DataFolderInUseError extends Error {}

type Holder = { pid: number; host: string; boot?: string; started?: string };

const readText = (path: string) => {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return undefined;
  }
};

/** Process start time in clock ticks since boot (Linux): tells a live holder from a reused PID. */
const startTicks = (pid: number) => readText(`/proc/${pid}/stat`)?.split(") ")[1]?.split(" ")[19];
const bootId = () => readText("/proc/sys/kernel/random/boot_id");

function parseHolder(text: string | undefined): Holder | null {
  try {
    const h = JSON.parse(text ?? "") as Holder;
    return Number.isInteger(h.pid) && typeof h.host === "string" ? h : null;
  } catch {
    return null;
  }
}

/** True unless we can show the holder is gone. A holder on another host cannot be checked: it counts as live. */
function holderAlive(h: Holder): boolean {
  if (h.host !== hostname()) return true;
  const boot = bootId();
  if (h.boot && boot && h.boot !== boot) return false; // the machine restarted since
  if (h.pid === process.pid) return false; // our own PID, reused (a container's PID 1 after a restart)
  try {
    process.kill(h.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const started = startTicks(h.pid);
  return !(h.started && started && started !== h.started);
}

function inUse(dataDir: string, lockPath: string, h: Holder): DataFolderInUseError {
  const where = h.host === hostname() ? `PID ${h.pid}` : `PID ${h.pid} on host ${h.host}`;
  return new DataFolderInUseError(
    `The data folder ${dataDir} is in use by another Boxyard server (${where}).\n` +
      "The embedded database (PGlite) can be opened by one process only. To run several servers, give them all " +
      "one PostgreSQL with DATABASE_URL. If that process is gone, delete " +
      `${lockPath} and start again.`,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Removes a dead holder's lock, unless someone else replaced it meanwhile. Returns false when busy. */
function takeOver(lockPath: string, staleText: string): boolean {
  const guard = `${lockPath}.takeover`;
  try {
    writeFileSync(guard, String(process.pid), { flag: "wx" });
  } catch {
    // A takeover in progress, or one whose process died mid-way (seconds old at most in practice).
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) unlinkSync(guard);
    } catch {
      /* gone already */
    }
    return false;
  }
  try {
    if (readText(lockPath) === staleText) unlinkSync(lockPath);
  } finally {
    unlinkSync(guard);
  }
  return true;
}

/** Takes the folder's lock or throws DataFolderInUseError; the returned function releases it. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const lockPath = join(dataDir, "pg.lock");
  const me: Holder = { pid: process.pid, host: hostname(), boot: bootId(), started: startTicks(process.pid) };
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      writeFileSync(lockPath, mine, { flag: "wx" });
      const release = () => {
        if (readText(lockPath) === mine) unlinkSync(lockPath);
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const text = readText(lockPath);
    const holder = parseHolder(text);
    if (holder && holderAlive(holder)) throw inUse(dataDir, lockPath, holder);
    // Unreadable: another start is writing it right now; give it a moment before calling it stale.
    if (!holder && text !== undefined && attempt < 5) {
      await sleep(50);
      continue;
    }
    if (text !== undefined && !takeOver(lockPath, text)) await sleep(100);
  }
  throw new DataFolderInUseError(`Could not take the lock of the data folder ${dataDir} (${lockPath}).`);
}
