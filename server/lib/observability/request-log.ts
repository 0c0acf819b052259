import type { AnswerObserver } from "./observed-answer.ts";
import type { Logger } from "../logger.ts";
import type { Metrics } from "./metrics.ts";

/** A path segment that looks like a secret (a reset token is 43 base64url characters): kept out of the log. */
const SECRET_LIKE_SEGMENT = /\/[A-Za-z0-9_-]{32,}(?=\/|$)/g;
const UUID = /^\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loggablePath(path: string): string {
  return path.replace(SECRET_LIKE_SEGMENT, (segment) => (UUID.test(segment) ? segment : "/[redacted]"));
}

/**
 * One metrics sample and one log line per answer, when its headers go out: method, path (no query string, which
 * may carry a token), route pattern, status, time to the headers, request id.
 */
export function observeAnswers(logger: Logger, metrics: Metrics): AnswerObserver {
  // Fixed at start: the level does not change while the process runs.
  const infoLines = logger.enabled?.("info") ?? true;
  return (res, status) => {
    const seconds = (performance.now() - res.startedAt) / 1000;
    const route = res.routeLabel();
    const method = res.req.method ?? "GET";
    metrics.observeRequest(method, route, status, seconds);
    if (status < 500 && !infoLines) return;
    const query = res.url.indexOf("?");
    const path = loggablePath(query < 0 ? res.url : res.url.slice(0, query));
    const line = { requestId: res.requestId, method, path, route, status, durationMs: Math.round(seconds * 1e4) / 10 };
    if (status >= 500) logger.error("request", line);
    else logger.info("request", line);
  };
}
