import { useCallback, useEffect, useState } from "react";
import type { QuoteDto, QuoteList, QuoteStatus } from "../../../../contract/quotes";
import { ApiError } from "../../../lib/api";
import { browserApi } from "../../../lib/browser-api";

export type InboxQuery = { search: string; status: QuoteStatus | ""; page: number };
type Answer = { key: string; error: string | null; data: QuoteList | null };

/** The admin quote inbox for a query, loaded in the browser with the admin's token. */
export function useQuoteInbox(query: InboxQuery) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [reloads, setReloads] = useState(0);
  const { search, status, page } = query;
  // One string per request: the answer belongs to the query it was asked for, so loading needs no extra state.
  const key = JSON.stringify([search, status, page, reloads]);

  useEffect(() => {
    let live = true;
    browserApi
      .get<QuoteList>("/admin/quotes", { search, status, page, limit: 20 })
      .then((res) => live && setAnswer({ key, error: null, data: res.data }))
      .catch((err: unknown) => live && setAnswer({ key, error: err instanceof ApiError ? err.message : "An error occurred", data: null }));
    return () => {
      live = false;
    };
  }, [key, search, status, page]);

  /** Puts a saved quote in the list and moves its count to its new status. */
  const replace = useCallback((saved: QuoteDto) => {
    setAnswer((a) => {
      if (!a?.data) return a;
      const before = a.data.items.find((q) => q.id === saved.id);
      const counts = { ...a.data.counts };
      if (before && before.status !== saved.status) {
        counts[before.status] -= 1;
        counts[saved.status] += 1;
      }
      return { ...a, data: { ...a.data, counts, items: a.data.items.map((q) => (q.id === saved.id ? saved : q)) } };
    });
  }, []);

  const current = answer?.key === key;
  return {
    loading: !current,
    error: current ? answer.error : null,
    // The previous list stays on screen while the next one loads.
    data: answer?.data ?? null,
    reload: () => setReloads((n) => n + 1),
    replace,
  };
}

export async function saveQuote(id: string, patch: { status?: QuoteStatus; notes?: string }): Promise<QuoteDto> {
  return (await browserApi.patch<QuoteDto>(`/admin/quotes/${id}`, patch)).data;
}
