import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./deps.ts";
import { type ProxyTrust, plainAddress, proxyTrust } from "./trusted-proxies.ts";

const trustByList = new WeakMap<readonly string[], ProxyTrust>();

function trustOf(entries: readonly string[]): ProxyTrust {
  let trust = trustByList.get(entries);
  if (!trust) trustByList.set(entries, (trust = proxyTrust(entries)));
  return trust;
}

/**
 * The address to throttle a request by. The socket's peer is the client unless it is a proxy listed in
 * TRUSTED_PROXIES; then X-Forwarded-For is read from the right, skipping our own proxies, and the first
 * other hop is the client (anything left of it was written by the client and proves nothing). Requests
 * made in-process (SSR loaders, tests) have no socket: they come from our own code and are keyed by the
 * forwarded header it set, or "in-process".
 */
export function clientAddress(c: Context<AppEnv>): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (!peer) return hops.at(-1) ?? "in-process";
  const trusted = trustOf(c.var.deps.env.TRUSTED_PROXIES);
  let client = plainAddress(peer);
  while (trusted(client) && hops.length) client = plainAddress(hops.pop() as string);
  return client;
}
