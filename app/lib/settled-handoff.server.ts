import type { EntryContext } from "react-router";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Reads a page's loader data (React Router's turbo-stream handoff) to its end before the render, and leaves each
 * piece where React Router's `StreamTransfer` looks first (`renderMeta.streamCache`, typed in EntryContext).
 *
 * Left to itself, `StreamTransfer` reads the stream during the render: every page suspended once per piece (twice
 * for a product page: the data, then the end), and React rendered a Suspense boundary, retried it and flushed it apart.
 * A page rendered whole (a shared page, answered only once everything is ready) gains nothing from that: it is the
 * same script tags, written in place. ADR 059.
 */
export async function settleHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta || context.renderMeta.streamCache) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  try {
    for (let identifier = 0; ; identifier++) {
      const { done, value } = await reader.read();
      cache[identifier] = Object.assign(Promise.resolve(), { result: { done, value: decoder.decode(value, { stream: true }) } });
      if (done) break;
    }
  } catch {
    // A failed stream (a deferred value past React Router's timeout, say) is left to StreamTransfer, which reads the
    // same error and handles it as it always did.
    return;
  } finally {
    reader.releaseLock();
  }
  context.renderMeta.streamCache = cache;
}
