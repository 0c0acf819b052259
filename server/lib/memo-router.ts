import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/** Distinct paths kept; past it the memo starts over, so a scan of made-up paths cannot grow it. */
const MAX_PATHS = 2000;

/**
 * Hono's own router (RegExpRouter when the routes allow it, else TrieRouter, which ours need), with the matches of
 * paths that have no parameters kept: `/ping` or `/products/products` is matched once, not walked through a trie of
 * 200 routes on every request (~6,000 CPU instructions, 5 % of a ping: ADR 061). A path with parameters is matched
 * each time (its values differ per request). Hono only reads a match, so requests can share one.
 */
export class MemoRouter<T> implements Router<T> {
  name = "MemoRouter";
  readonly #router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  readonly #kept = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T) {
    this.#kept.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const kept = this.#kept.get(key);
    if (kept) return kept;
    const result = this.#router.match(method, path);
    if (withoutParams(result)) {
      if (this.#kept.size >= MAX_PATHS) this.#kept.clear();
      this.#kept.set(key, result);
    }
    return result;
  }
}

/** A match whose handlers took no path parameters (either of Hono's result shapes). */
function withoutParams<T>(result: Result<T>): boolean {
  if (result.length === 2) return result[1].length === 0 || result[0].every(([, indexes]) => Object.keys(indexes).length === 0);
  return result[0].every(([, params]) => Object.keys(params).length === 0);
}
