import type { TwoFactorEnrolment } from "../../../../contract/two-factor";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";

export type EnrolmentIntent = { intent: "start" } | { intent: "confirm"; code: string };
export type EnrolmentResult =
  | { ok: true; enrolment: TwoFactorEnrolment }
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; text: string; errors: Record<string, string> };

/** The two writes of /admin/two-factor: a new secret, then the code that confirms it (answering the recovery codes). */
export async function enrolmentAction(input: EnrolmentIntent): Promise<EnrolmentResult> {
  try {
    if (input.intent === "start") return { ok: true, enrolment: await call(client.user["two-factor"].enrolment.$post()) };
    const { recoveryCodes } = await call(client.user["two-factor"].enrolment.confirm.$post({ json: { code: input.code } }));
    return { ok: true, recoveryCodes };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, text: err.message, errors: err.errors };
    return { ok: false, text: "Something went wrong. Try again.", errors: {} };
  }
}
