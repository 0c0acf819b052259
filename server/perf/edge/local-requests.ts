import { type Server, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

const BODYLESS_STATUS = new Set([204, 205, 304]);

/**
 * `request(path, init)` over a real socket to `server`, which starts listening on a free loopback port on first use.
 * Tests ask the HTTP app as a browser would, through the same edge as production (security headers, request ids,
 * the log and metrics). Unlike `fetch`, it sends no Accept-Encoding of its own, decodes nothing and follows no
 * redirect, as Hono's in-process `app.request` did.
 */
export function localRequests(server: Server) {
  let origin: Promise<string> | undefined;
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const listening = () =>
    (origin ??= new Promise((resolve, reject) => {
      // Already listening (a test that also needs the server's own address): ask it there.
      if (server.listening) return resolve(address());
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        server.unref();
        resolve(address());
      });
    }));

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const base = await listening();
    // A fetch Request serializes any body (FormData and its boundary included) as fetch would send it.
    const req = new Request(base + path, init);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(req.headers);
    if (body) headers["content-length"] = String(body.length);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(base + path, { method: req.method, headers, agent: false, signal: init.signal ?? undefined }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(res.headers)) for (const v of [value ?? []].flat()) answer.append(name, v);
          const status = res.statusCode ?? 500;
          const empty = req.method === "HEAD" || BODYLESS_STATUS.has(status);
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers: answer }));
        });
      });
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }

  const close = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return { request, close };
}
