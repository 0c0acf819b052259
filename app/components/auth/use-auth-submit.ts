import { type FormEvent, useState } from "react";
import { type FormMessage, errorMessage, fieldErrors } from "./form-message";

/**
 * The submit cycle the auth forms share: disable the button, clear the last message and field errors, run
 * `send`, and on failure show the server's field errors and message and enable the button again.
 * `keepPendingOnSuccess` is for forms that are left after a success (log-in redirects, registration switches
 * tab): the button stays disabled so a second click cannot send again in between.
 */
export function useAuthSubmit({
  onMessage,
  send,
  keepPendingOnSuccess = false,
}: {
  onMessage: (m: FormMessage | null) => void;
  send: () => Promise<void>;
  keepPendingOnSuccess?: boolean;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    onMessage(null);
    setErrors({});
    try {
      await send();
      if (!keepPendingOnSuccess) setPending(false);
    } catch (err) {
      setErrors(fieldErrors(err));
      onMessage(errorMessage(err));
      setPending(false);
    }
  }

  return { errors, pending, submit };
}
