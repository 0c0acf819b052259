import type { IncomingMessage, ServerResponse } from "node:http";

/** What /v1's routes declare between them; a route that does not take one of these answers 404 route_not_found. */
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
/** Pages: reading, and a form's POST to a route action (the app's fetchers post; nothing else reaches the server). */
const PAGE_METHODS = ["GET", "HEAD", "POST"];
/** Files (built assets, top-level files such as the favicon), pictures and metrics are only read. */
const FILE_METHODS = ["GET", "HEAD"];

type Allowed = { methods: ReadonlySet<string>; allow: string };
const allowed = (methods: string[]): Allowed => ({ methods: new Set(methods), allow: methods.join(", ") });
const API_ALLOW = allowed(API_METHODS);
const PAGE_ALLOW = allowed(PAGE_METHODS);
const FILE_ALLOW = allowed(FILE_METHODS);

const METHOD_NOT_ALLOWED_JSON = JSON.stringify({ success: false, status: "error", code: "method_not_allowed", message: "Method not allowed", data: null });

/** `/v1`, `/v1/…` and `/v1?…`: the API's paths. */
export const isApiUrl = (url: string) => url.startsWith("/v1") && (url.length === 3 || url[3] === "/" || url[3] === "?");

/**
 * The methods `url` takes, and its `Allow` header. `isTopLevelFile`: a file at the root of the client build.
 */
export function allowedMethods(url: string, isTopLevelFile: (path: string) => boolean): Allowed {
  if (isApiUrl(url)) return API_ALLOW;
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  if (path.startsWith("/assets/") || path.startsWith("/media/") || path === "/metrics" || isTopLevelFile(path)) return FILE_ALLOW;
  return PAGE_ALLOW;
}

/**
 * The one method check of the HTTP server, run by the edge before anything else (the page cache, the shared
 * answers, the apps): a method the path never takes answers 405 with `Allow`, in the JSON envelope under /v1.
 * Past it, TRACE reached the render thread, whose fetch `Request` refuses that method (500), and PUT on an asset
 * reached the static files (500) (issue 45, finding 9). Returns true when it answered.
 */
export function refuseMethod(isTopLevelFile: (path: string) => boolean) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    if (method === "GET" || method === "HEAD") return false;
    const { methods, allow } = allowedMethods(url, isTopLevelFile);
    if (methods.has(method)) return false;
    req.resume();
    const api = isApiUrl(url);
    const body = api ? METHOD_NOT_ALLOWED_JSON : "Method Not Allowed";
    res.writeHead(405, {
      allow,
      "content-type": api ? "application/json" : "text/plain; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
    });
    res.end(body);
    return true;
  };
}
