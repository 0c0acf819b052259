import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { type ActionResult, submitJson } from "../../../lib/route-action";
import { sentences } from "../ui/errors";
import type { Banner } from "./tab-banner";
import type { UserPart, UserPartAnswer, UserPartData, UserTabIntent } from "./user-parts";

export type PartState<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/**
 * A user's tab through the user-part route: its data (`useFetcher().load`) and its writes (`send`, answered by the
 * route's clientAction, after which every loader on screen revalidates), with the banner and field errors of the
 * latest answer. `sent` is that write, so a form closes only after its own success.
 */
export function useUserPart<P extends UserPart>(userId: string, part: P) {
  const reader = useFetcher<UserPartAnswer>();
  const writer = useFetcher<ActionResult>();
  const [sent, setSent] = useState<UserTabIntent | null>(null);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const { load } = reader;
  const href = `/admin/users/${userId}/${part}`;
  useEffect(() => {
    void load(href);
  }, [load, href]);
  const answer = reader.data;
  // The loader answers with the union of every tab's data; this tab's `part` picks its member.
  const state: PartState<UserPartData<P>> = !answer ? { status: "loading" } : answer.error !== null ? { status: "error", message: answer.error } : { status: "ready", data: answer.data as UserPartData<P> };
  const result = writer.state === "idle" ? writer.data : undefined;
  const banner: Banner = result ? { tone: result.ok ? "success" : "error", text: result.text } : null;
  return {
    state,
    busy: writer.state !== "idle",
    banner,
    result,
    sent,
    fieldErrors: result && !result.ok && result !== dismissed ? sentences(result.errors) : {},
    /** Forgets the latest answer's field errors, when a form opens afresh. */
    clearErrors: () => setDismissed(result),
    send: (intent: UserTabIntent) => {
      setSent(intent);
      void writer.submit(intent, { ...submitJson, action: href });
    },
  };
}
