import { useEffect } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { UserPart, clientLoader } from "../../../routes/admin/user-part";

export type PartState<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/** A user's tab data through the user-part route; `reload` revalidates it (and the page) after a change. */
export function useUserPart<T>(userId: string, part: UserPart) {
  const fetcher = useFetcher<typeof clientLoader>();
  const { load } = fetcher;
  const href = `/admin/users/${userId}/${part}`;
  useEffect(() => {
    void load(href);
  }, [load, href]);
  const revalidator = useRevalidator();
  const answer = fetcher.data;
  const state: PartState<T> = !answer ? { status: "loading" } : answer.error !== null ? { status: "error", message: answer.error } : { status: "ready", data: answer.data as T };
  return { state, reload: () => void revalidator.revalidate() };
}
