const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * "[start]    7 s · building the storefront (4 s) · database: seeding product pictures 23/67": the time since
 * `npm start`, then each lane with how long it has been at its step (a finished step ends with a full stop).
 */
export function formatProgressLine(started: number, lanes: { text: string; since: number }[], now = Date.now()): string {
  const parts = lanes.filter((l) => l.text).map((l) => (now - l.since >= 1_000 && !l.text.endsWith(".") ? `${l.text} (${seconds(now - l.since)})` : l.text));
  return `[start] ${seconds(now - started).padStart(4)} · ${parts.join(" · ")}\n`;
}
