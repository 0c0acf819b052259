import { PassThrough, type Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
// React's build for Bun, which runs on Node as it is: it hands its writes over as strings (ADR 058). Every page is
// rendered by it: two React renderers in one process see each other's context values.
import { renderToPipeableStream } from "react-dom/server.bun";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { RouterContextProvider, ServerRouter } from "react-router";
import { RENDERED_HTML, SHARED_PAGE_HEADER } from "../contract/shared-page";
import type { ApiFetch } from "./lib/api";
import { serverContext } from "./lib/server-context";
import { KeptHtmlContext } from "./components/site/kept-html";
import { createKeptHtmlStore } from "./lib/kept-html.server";
import { createTypedApi } from "./lib/typed-api";
import { utf8Bytes } from "./lib/utf8-bytes.server";
import { settleHandoff } from "./lib/settled-handoff.server";

export const streamTimeout = 5_000;

/** The site header's and footer's HTML, made once per build and settings (ADR 056). */
const keptHtml = createKeptHtmlStore();

/**
 * Called by server/http.ts for every page request: loaders reach the API in-process through this
 * context, never over the network. Exported here because only the build's own module instance of
 * `serverContext` can be read by its loaders.
 */
export function createLoadContext(values: { apiFetch: ApiFetch; nonce: string; publicUrl: string; reportError: (error: unknown) => void }) {
  const context = new RouterContextProvider();
  context.set(serverContext, { client: createTypedApi(values.apiFetch), nonce: values.nonce, publicUrl: values.publicUrl, reportError: values.reportError });
  return context;
}

/**
 * Every error React Router catches in a loader, action or render goes to the server's log with the page's
 * request id (React Router's default wrote a bare console.error, with no id). An aborted request is not
 * logged here: its client left, and server/http.ts logs it as 499.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const report = context instanceof RouterContextProvider ? context.get(serverContext).reportError : undefined;
  if (report) report(error);
  else console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  // A shared page is kept whole by the server's page cache (server/perf/page-cache.ts) before its first byte
  // goes out: streaming it gained nothing and cost a web stream per page. It is rendered to the end and
  // answered as one buffer instead (ADR 046), its loader data read before the render (ADR 059). Every other page
  // streams from its shell as before.
  if (responseHeaders.has(SHARED_PAGE_HEADER)) return settleHandoff(routerContext).then(() => render(request, responseStatusCode, responseHeaders, routerContext, loadContext, true));
  return render(request, responseStatusCode, responseHeaders, routerContext, loadContext, false);
}

function render(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider, whole: boolean) {
  const nonce = loadContext.get(serverContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions = whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const rendered = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };
    const kept = whole ? keptHtml.forRender() : null;
    const page = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
    const { pipe, abort } = renderToPipeableStream(kept ? <KeptHtmlContext value={kept}>{page}</KeptHtmlContext> : page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (whole) {
          pipe(collect((text) => {
            rendered();
            let html = utf8Bytes(text);
            if (kept) html = kept.capture(html, responseStatusCode === 200 && !failed);
            const response = new Response(null, { headers: responseHeaders, status: responseStatusCode });
            Object.defineProperty(response, RENDERED_HTML, { value: html });
            resolve(response);
          }, (error) => {
            rendered();
            reject(error);
          }));
          return;
        }
        const body = new PassThrough({
          final(callback) {
            rendered();
            callback();
          },
        });
        pipe(batched(body));
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError: reject,
      onError(error: unknown) {
        failed = true;
        responseStatusCode = 500;
        // Before the shell, the error reaches React Router (onShellError) and its handleError logs it.
        if (shellRendered) loadContext.get(serverContext).reportError(error);
      },
    });
  });
}

/**
 * The strings React writes between two flushes, as one chunk of `body`: React's Node build encoded each of a page's
 * thousands of little strings as it went (~10 % of the main thread under uncached pages, ADR 058).
 */
function batched(body: PassThrough): Writable {
  let pending: string[] = [];
  const sink = {
    write(chunk: string) {
      pending.push(chunk);
      return true;
    },
    flush() {
      if (pending.length === 0) return;
      body.write(pending.join(""));
      pending = [];
    },
    end() {
      sink.flush();
      body.end();
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      body.on(event, listener);
      return sink;
    },
    destroy(error?: Error) {
      body.destroy(error);
    },
  };
  return sink as unknown as Writable;
}

/**
 * A sink for a finished render: the strings React writes, joined when it ends. React calls only `write`, `end`,
 * `on` and `destroy` on it; a Writable cost a few calls per chunk (ADR 057). React destroys it with a fatal error:
 * that error is the request's.
 */
function collect(done: (text: string) => void, fail: (error: unknown) => void): Writable {
  const chunks = takeChunkArray();
  let count = 0;
  let givenBack = false;
  const giveBack = () => {
    if (!givenBack) giveBackChunkArray(chunks);
    givenBack = true;
  };
  const sink = {
    write(chunk: string) {
      chunks[count++] = chunk;
      return true;
    },
    end() {
      chunks.length = count;
      const text = chunks.join("");
      giveBack();
      done(text);
    },
    on() {
      return sink;
    },
    destroy(error: unknown) {
      giveBack();
      fail(error);
    },
  };
  return sink as unknown as Writable;
}

/**
 * One array for a whole page's strings, used again by the next page: a page's ~3,000 strings are written out in one
 * go once the render is done, and growing a new array to that size was ~60 KB of the render thread's ~700 KB of
 * garbage a page (ADR 062). A second page collecting at the same time gets an array of its own.
 */
let spareChunks: string[] | null = [];

function takeChunkArray(): string[] {
  const chunks = spareChunks ?? [];
  spareChunks = null;
  return chunks;
}

function giveBackChunkArray(chunks: string[]) {
  // The strings are let go at once: kept until the next page, they would live through young collections and be
  // moved to the old generation.
  chunks.fill("");
  spareChunks = chunks;
}
