/** The Chromium the browser tests drive: CHROME_PATH if set, else the one inside @sparticuz/chromium. */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}

/** Flags for a headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
