import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { type ServerBuild, createRequestHandler } from "react-router";
import { givePageBuffers, isPageBuffer } from "../../../contract/page-buffers.ts";
import { renderedHtmlOf } from "../../../contract/shared-page.ts";
import { ApiAnswer } from "./api-answer.ts";
import { type FromWorker, type HeaderPairs, type ToWorker, crossable, ownBuffer } from "./protocol.ts";

/**
 * A render worker (ADR 060): React Router's handler and React's render on a thread of their own, so a page's
 * render runs beside the main thread's HTTP, API and database work instead of after it. Loads the storefront's
 * server build once; every API call a loader makes is asked of the main thread (host.ts).
 */
type Data = { buildFile: string; mode: string };
type LoadContextFactory = (values: {
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  nonce: string;
  publicUrl: string;
  reportError: (error: unknown) => void;
}) => unknown;

const port = parentPort!;
const { buildFile, mode } = workerData as Data;
const loaded = import(pathToFileURL(buildFile).href).then((build: ServerBuild) => ({
  handler: createRequestHandler(build, mode),
  createLoadContext: (build.entry.module as unknown as { createLoadContext: LoadContextFactory }).createLoadContext,
}));
const aborts = new Map<number, AbortController>();
const calls = new Map<number, { resolve: (r: Response) => void; reject: (e: unknown) => void }>();
let nextCall = 0;

/** Transfers `transfer` when it can: an ArrayBuffer Node marked untransferable (its Buffer pool's) is copied instead. */
function send(message: FromWorker, transfer: ArrayBuffer[] = []) {
  try {
    port.postMessage(message, transfer);
  } catch (error) {
    if (transfer.length === 0 || (error as Error).name !== "DataCloneError") throw error;
    port.postMessage(message);
  }
}

port.on("message", (message: ToWorker) => {
  if (message.type === "render") {
    givePageBuffers(message.reuse);
    void render(message);
  }
  else if (message.type === "abort") aborts.get(message.id)?.abort();
  else {
    const call = calls.get(message.call);
    calls.delete(message.call);
    if (message.type === "api-answer") call?.resolve(new ApiAnswer(message.body, { status: message.status, headers: message.headers }));
    else call?.reject(message.error);
  }
});

async function render(message: Extract<ToWorker, { type: "render" }>) {
  const { id } = message;
  const abort = new AbortController();
  aborts.set(id, abort);
  try {
    const { handler, createLoadContext } = await loaded;
    const request = new Request(message.url, { method: message.method, headers: message.headers, body: message.body, signal: abort.signal });
    const context = createLoadContext({
      apiFetch: (path, init) => askApi(id, path, init),
      nonce: message.nonce,
      publicUrl: message.publicUrl,
      reportError: (error) => send({ type: "report", id, error: crossable(error) }),
    });
    const response = await handler(request, context as never);
    await answer(id, response);
  } catch (error) {
    send({ type: "failed", id, error: crossable(error) });
  } finally {
    aborts.delete(id);
  }
}

async function answer(id: number, response: Response) {
  const base = { type: "answer" as const, id, status: response.status, statusText: response.statusText, headers: [...response.headers] as HeaderPairs };
  const html = renderedHtmlOf(response);
  if (html && isPageBuffer(html.buffer)) {
    // The whole pooled buffer goes, the page a view of it: the main thread may give it back (ADR 064).
    send({ ...base, html: new Uint8Array(html.buffer, html.byteOffset, html.byteLength), reusable: true, streamed: false }, [html.buffer]);
    return;
  }
  if (html) {
    const buffer = ownBuffer(html);
    send({ ...base, html: new Uint8Array(buffer), streamed: false }, [buffer]);
    return;
  }
  if (!response.body) {
    send({ ...base, streamed: false });
    return;
  }
  send({ ...base, streamed: true });
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const buffer = ownBuffer(chunk);
    send({ type: "chunk", id, bytes: new Uint8Array(buffer) }, [buffer]);
  }
  send({ type: "end", id });
}

function askApi(id: number, path: string, init: RequestInit | undefined): Promise<Response> {
  const call = nextCall++;
  const body = init?.body;
  if (body != null && typeof body !== "string" && !(body instanceof ArrayBuffer)) {
    return Promise.reject(new TypeError("a loader's API call may send a string or an ArrayBuffer"));
  }
  return new Promise((resolve, reject) => {
    calls.set(call, { resolve, reject });
    send({ type: "api", id, call, path, method: init?.method ?? "GET", headers: [...new Headers(init?.headers)], body: body ?? undefined });
  });
}
