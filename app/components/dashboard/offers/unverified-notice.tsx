import { ApiError } from "../../../lib/api";
import { Alert } from "../../ui/alert";

/** The API's 403 for offers while the account's e-mail is not confirmed (ADR 070). */
export const isUnverified = (err: unknown) => err instanceof ApiError && err.code === "email_unverified";

/** Why the offers are not shown, and what to do: the banner above has the "Send a new link" button. */
export function UnverifiedNotice() {
  return (
    <Alert tone="warning">
      Offers are sent to an e-mail address, so we show them once you have confirmed that the address is yours. Open the link we sent to your
      e-mail (or the link in the offer mail), or send a new one with the button above.
    </Alert>
  );
}
