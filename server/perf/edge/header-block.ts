import { ServerResponse, validateHeaderName, validateHeaderValue } from "node:http";
import { SECURITY_HEADERS } from "../../lib/security-headers.ts";

const CSP = "content-security-policy";

/** The default security headers' names, lower case (an answer may set any of them itself). */
export const SECURITY_HEADER_NAMES: ReadonlySet<string> = new Set(Object.keys(SECURITY_HEADERS));

/** Headers as Node writes them (`name: value\r\n`), checked here once as Node would check them on every answer. */
function serialized(headers: Record<string, string>): string {
  let block = "";
  for (const [name, value] of Object.entries(headers)) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    block += `${name}: ${value}\r\n`;
  }
  return block;
}

/** Every default security header, and the same without the CSP (a page sends its own). */
export const DEFAULT_HEADERS = serialized(SECURITY_HEADERS);
export const DEFAULT_HEADERS_BUT_CSP = serialized(Object.fromEntries(Object.entries(SECURITY_HEADERS).filter(([name]) => name !== CSP)));
export const VARY_ACCEPT_ENCODING = serialized({ vary: "Accept-Encoding" });

/** The request id's line: ids are a UUID or an incoming id of `[\w.:-]` only (request-id.ts), nothing to escape. */
export const requestIdLine = (id: string) => `x-request-id: ${id}\r\n`;

type StoreHeader = (this: ServerResponse, firstLine: string, headers: unknown) => void;

/**
 * Node's step that writes the status line and then each header, checking the name and value of each (ADR 061).
 * Not public API: where a Node version lacks it, the edge passes the defaults as ordinary headers instead.
 */
export const NODE_STORE_HEADER = "_storeHeader";
export const nodeStoreHeader: StoreHeader | undefined = (() => {
  const step = (ServerResponse.prototype as unknown as Record<string, unknown>)[NODE_STORE_HEADER];
  return typeof step === "function" && step.length === 2 ? (step as StoreHeader) : undefined;
})();
