import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * What observability reads of the HTTP answer the process writes. The answer itself is the speed layer's
 * `EdgeResponse` (server/perf/edge/edge-response.ts); plumbing describes it here so that `server/lib` never
 * imports the speed layer (docs/architecture.md).
 */
export type ObservedAnswer = {
  requestId: string;
  /** `performance.now()` when the request arrived. */
  startedAt: number;
  /** The path the client asked for. */
  url: string;
  req: IncomingMessage;
  /** The Hono context that answered, if one did. */
  context: Context | undefined;
  routeLabel(): string;
};

/** Called once per answer, when its headers go out: one metrics sample and, by level, one log line. */
export type AnswerObserver = (res: ObservedAnswer, status: number) => void;

/** Marks an `ObservedAnswer` put in a request's Hono env as `outgoing` by the edge listener. */
export const EDGE_ANSWER = Symbol.for("boxyard.edge-answer");

/** The edge's answer when the request came over HTTP; undefined for in-process calls (a page's loader, tests). */
export function observedAnswerOf(env: unknown): ObservedAnswer | undefined {
  const outgoing = (env as { outgoing?: { [EDGE_ANSWER]?: true } } | undefined)?.outgoing;
  return outgoing?.[EDGE_ANSWER] ? (outgoing as unknown as ObservedAnswer) : undefined;
}
