import { Worker } from "node:worker_threads";
import { RELEASE_RENDERED_HTML, RENDERED_HTML } from "../../../contract/shared-page.ts";
import { responseBytes } from "../response-bytes.ts";
import { type FromWorker, type ToWorker, crossable } from "./protocol.ts";

/** What a page render is given: the same values server/http.ts hands the build's `createLoadContext`. */
export type RenderValues = {
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  nonce: string;
  publicUrl: string;
  reportError: (error: unknown) => void;
};

type Pending = {
  values: RenderValues;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
  stream?: ReadableStreamDefaultController<Uint8Array>;
};

/** `giveBack`: page buffers the main thread is done with, sent back with the thread's next render (ADR 064). */
type Thread = { worker: Worker; pending: Map<number, Pending>; giveBack: ArrayBuffer[] };

/**
 * Pages rendered on `threads` worker threads (ADR 060), each running React Router on the build in `buildFile`
 * (worker.ts); a render goes to the thread with the fewest in flight. A thread that dies fails its renders in
 * flight (they answer 500, as a render that threw) and is replaced by the next render.
 */
export function createRenderWorkers(opts: { buildFile: string; mode: string; threads: number; onExit?: (error: unknown) => void }) {
  const threads: (Thread | undefined)[] = Array.from({ length: opts.threads }, () => undefined);
  let nextId = 0;

  function start(slot: number): Thread {
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { workerData: { buildFile: opts.buildFile, mode: opts.mode } });
    worker.unref();
    const thread: Thread = { worker, pending: new Map(), giveBack: [] };
    worker.on("message", (message: FromWorker) => received(thread, message));
    const stopped = (error: unknown) => {
      if (threads[slot] !== thread) return;
      threads[slot] = undefined;
      for (const pending of thread.pending.values()) fail(pending, error);
      thread.pending.clear();
      opts.onExit?.(error);
    };
    worker.on("error", stopped);
    worker.on("exit", (code) => stopped(new Error(`the render thread stopped (exit code ${code})`)));
    threads[slot] = thread;
    return thread;
  }

  function pick(): Thread {
    let best = -1;
    for (let slot = 0; slot < threads.length; slot++) {
      const thread = threads[slot];
      if (!thread) return start(slot);
      if (best < 0 || thread.pending.size < threads[best]!.pending.size) best = slot;
    }
    return threads[best]!;
  }

  function received(thread: Thread, message: FromWorker) {
    const post = (reply: ToWorker, transfer: ArrayBuffer[] = []) => thread.worker.postMessage(reply, transfer);
    const pending = thread.pending.get(message.id);
    if (!pending) return;
    switch (message.type) {
      case "api":
        pending.values
          .apiFetch(message.path, { method: message.method, headers: message.headers, body: message.body })
          .then(async (res) => {
            // A copy: the bytes may be the API's own kept answer, and a transfer would take them from it.
            const body = new Uint8Array(await responseBytes(res)).buffer;
            post({ type: "api-answer", call: message.call, status: res.status, headers: [...res.headers], body }, [body]);
          })
          .catch((error: unknown) => post({ type: "api-failed", call: message.call, error: crossable(error) }));
        return;
      case "report":
        pending.values.reportError(message.error);
        return;
      case "answer": {
        const init = { status: message.status, statusText: message.statusText, headers: message.headers };
        if (!message.streamed) {
          thread.pending.delete(message.id);
          const response = new Response(null, init);
          // A whole page keeps its bytes where entry.server.tsx left them in-thread (contract/shared-page.ts).
          if (message.html) Object.defineProperty(response, RENDERED_HTML, { value: Buffer.from(message.html.buffer, message.html.byteOffset, message.html.byteLength) });
          if (message.html && message.reusable) {
            const buffer = message.html.buffer as ArrayBuffer;
            let given = false;
            const release = () => {
              if (given || threads.indexOf(thread) < 0) return;
              given = true;
              thread.giveBack.push(buffer);
            };
            Object.defineProperty(response, RELEASE_RENDERED_HTML, { value: release });
          }
          pending.resolve(response);
          return;
        }
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => {
            pending.stream = controller;
          },
          cancel: () => {
            thread.pending.delete(message.id);
            post({ type: "abort", id: message.id });
          },
        });
        pending.resolve(new Response(body, init));
        return;
      }
      case "chunk":
        pending.stream?.enqueue(message.bytes);
        return;
      case "end":
        thread.pending.delete(message.id);
        pending.stream?.close();
        return;
      case "failed":
        thread.pending.delete(message.id);
        fail(pending, message.error);
    }
  }

  function fail(pending: Pending, error: unknown) {
    if (pending.stream) pending.stream.error(error);
    else pending.reject(error);
  }

  // Started now rather than by the first page: the build loads while the server starts, and a broken build shows.
  for (let slot = 0; slot < threads.length; slot++) start(slot);

  return {
    /** React Router's answer to `request`, rendered on a worker thread. */
    async render(request: Request, values: RenderValues): Promise<Response> {
      const thread = pick();
      const id = nextId++;
      const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
      const answer = new Promise<Response>((resolve, reject) => thread.pending.set(id, { values, resolve, reject }));
      const reuse = thread.giveBack.splice(0);
      const message: ToWorker = { type: "render", id, url: request.url, method: request.method, headers: [...request.headers], body, nonce: values.nonce, publicUrl: values.publicUrl, reuse };
      thread.worker.postMessage(message, body ? [body, ...reuse] : reuse);
      request.signal.addEventListener("abort", () => thread.worker.postMessage({ type: "abort", id } satisfies ToWorker), { once: true });
      return answer;
    },
    /** Stops every thread (a closing server, the end of a test); renders still in flight fail. */
    async close() {
      const running = threads.filter((thread) => thread !== undefined);
      // Taken out first, so their exits are not reported as threads that died.
      threads.fill(undefined);
      for (const thread of running) {
        for (const pending of thread.pending.values()) fail(pending, new Error("the server is closing"));
        thread.pending.clear();
      }
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}
