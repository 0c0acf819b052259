import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Loopback and private peers: a reverse proxy on the same host or network, whose X-Forwarded-For we believe. */
const TRUSTED_PEER = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd|unix)/i;

/**
 * The address to throttle a request by. A public peer is the client itself and its X-Forwarded-For is ignored
 * (anyone can send one to dodge a limit); a trusted proxy's last forwarded hop is the client it saw. Requests
 * made in-process (SSR loaders, tests) have no socket and are keyed by their forwarded header or "in-process".
 */
export function clientAddress(c: Context): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean).at(-1);
  if (peer && !TRUSTED_PEER.test(peer)) return peer;
  return forwarded ?? peer ?? "in-process";
}
