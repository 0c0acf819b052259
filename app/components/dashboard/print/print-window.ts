/** SPEC section 9: a 720×900 window that prints after 150 ms and closes after printing or 7 s at most. */
export const PRINT_WINDOW = { width: 720, height: 900, printDelayMs: 150, maxOpenMs: 7000, revokeAfterMs: 10_000 } as const;

const POLL_MS = 25;

/**
 * Opens `html` from a temporary blob URL in a print-sized window, prints it once it has loaded and closes
 * it when the print dialog is done ("afterprint") or after 7 s, whichever comes first. Driving the window
 * from here keeps the printed page script-free (the site's CSP would block an inline script anyway).
 * Returns false when the browser blocked the pop-up; `onPrinted` runs once print() has really been called.
 */
export function openPrintWindow(html: string, onPrinted?: () => void): boolean {
  const { width, height, printDelayMs, maxOpenMs, revokeAfterMs } = PRINT_WINDOW;
  const url = URL.createObjectURL(new Blob([html], { type: "text/html;charset=utf-8" }));
  window.setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
  const win = window.open(url, "_blank", `popup=yes,width=${width},height=${height}`);
  if (!win) return false;

  let done = false;
  const close = () => {
    if (done) return;
    done = true;
    window.clearInterval(poll);
    if (!win.closed) win.close();
  };
  window.setTimeout(close, maxOpenMs);
  // The window starts on about:blank; wait for the receipt itself before printing.
  const poll = window.setInterval(() => {
    if (win.closed) return close();
    let ready = false;
    try {
      ready = win.location.href === url && win.document.readyState === "complete";
    } catch {
      ready = false;
    }
    if (!ready) return;
    window.clearInterval(poll);
    win.addEventListener("afterprint", close);
    window.setTimeout(() => {
      if (done) return;
      win.print();
      onPrinted?.();
    }, printDelayMs);
  }, POLL_MS);
  return true;
}

/**
 * The same print window as a promise, for callers that report the outcome: "printed" once the dialog was
 * asked for, "blocked" when the pop-up was refused, "closed" when the window went away before printing.
 */
export function printHtml(html: string): Promise<"printed" | "blocked" | "closed"> {
  return new Promise((resolve) => {
    const opened = openPrintWindow(html, () => resolve("printed"));
    if (!opened) return resolve("blocked");
    // Settles as "closed" if nothing printed within the window's lifetime (a no-op once already resolved).
    window.setTimeout(() => resolve("closed"), PRINT_WINDOW.maxOpenMs);
  });
}
