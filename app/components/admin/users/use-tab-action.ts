import { useState } from "react";
import { errorText, fieldErrorsOf } from "../ui/errors";
import type { Banner } from "./tab-banner";

/**
 * One admin tab action at a time: runs a call, shows the green or red banner of SPEC section 8, keeps
 * the server's field errors for the open form, and reloads the tab's list after a success.
 */
export function useTabAction(reload: () => void) {
  const [banner, setBanner] = useState<Banner>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    setBanner(null);
    try {
      await call();
      setBanner({ tone: "success", text: done });
      reload();
      return true;
    } catch (err) {
      setFieldErrors(fieldErrorsOf(err));
      setBanner({ tone: "error", text: errorText(err) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { banner, busy, fieldErrors, setFieldErrors, run };
}
