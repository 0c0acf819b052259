import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./deps.ts";
import { forwardedHopAddress } from "./forwarded-hop.ts";
import { type ProxyTrust, proxyTrust } from "./trusted-proxies.ts";

const trustByList = new WeakMap<readonly string[], ProxyTrust>();

function trustOf(entries: readonly string[]): ProxyTrust {
  let trust = trustByList.get(entries);
  if (!trust) trustByList.set(entries, (trust = proxyTrust(entries)));
  return trust;
}

/**
 * The address to throttle a request by. The socket's peer is the client unless it is a proxy listed in
 * TRUSTED_PROXIES; then X-Forwarded-For is read from the right, skipping our own proxies, and the first
 * other hop is the client (anything left of it was written by the client and proves nothing). Each hop is
 * read as an address and written one way (forwarded-hop.ts): `1.2.3.4:1111` and `1.2.3.4:2222` are one client.
 * A hop that is no address ends the walk and the last proxy is the key: made-up hops share that one key, and the
 * text left of such a hop is the client's own writing. Requests made in-process (SSR loaders, tests) have no
 * socket: they come from our own code and are keyed by the forwarded header it set, or "in-process".
 */
export function clientAddress(c: Context<AppEnv>): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  const hops = (c.req.header("x-forwarded-for") ?? "").split(",").filter((s) => s.trim());
  if (!peer) return forwardedHopAddress(hops.at(-1) ?? "") ?? "in-process";
  const trusted = trustOf(c.var.deps.env.TRUSTED_PROXIES);
  let client = forwardedHopAddress(peer) ?? peer;
  while (trusted(client) && hops.length) {
    const hop = forwardedHopAddress(hops.pop() as string);
    if (!hop) break;
    client = hop;
  }
  return client;
}
