import { useState } from "react";

export type Notice = { tone: "success" | "error"; text: string };

/**
 * Runs a change on one row (set default, delete), shows the server's answer as a notice and re-reads the
 * list afterwards: the server decides which row is the default, so the list always shows its truth.
 */
export function useRowAction(reload: () => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run(id: string, call: () => Promise<unknown>, done: string) {
    setBusyId(id);
    setNotice(null);
    try {
      await call();
      setNotice({ tone: "success", text: done });
      reload();
    } catch (err) {
      console.error("[dashboard] change failed", err);
      setNotice({ tone: "error", text: err instanceof Error ? err.message : "Something went wrong" });
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, notice, setNotice, run };
}
