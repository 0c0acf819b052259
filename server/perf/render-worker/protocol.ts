/**
 * The messages between the main thread and a render worker (ADR 060). The main thread keeps the HTTP server, the
 * API, the database and the page cache; a worker runs React Router's handler and React's render. A loader's API
 * call crosses back to the main thread and its answer returns as bytes.
 */
export type HeaderPairs = [string, string][];

/** Main thread → worker. */
export type ToWorker =
  | { type: "render"; id: number; url: string; method: string; headers: HeaderPairs; body?: ArrayBuffer; nonce: string; publicUrl: string; reuse: ArrayBuffer[] }
  | { type: "abort"; id: number }
  | { type: "api-answer"; call: number; status: number; headers: HeaderPairs; body: ArrayBuffer }
  | { type: "api-failed"; call: number; error: unknown };

/** Worker → main thread. A whole page arrives as `html`; any other body as `chunk`s and an `end`. */
export type FromWorker =
  | { type: "api"; id: number; call: number; path: string; method: string; headers: HeaderPairs; body?: string | ArrayBuffer }
  | { type: "report"; id: number; error: unknown }
  | { type: "answer"; id: number; status: number; statusText: string; headers: HeaderPairs; html?: Uint8Array; reusable?: boolean; streamed: boolean }
  | { type: "chunk"; id: number; bytes: Uint8Array }
  | { type: "end"; id: number }
  | { type: "failed"; id: number; error: unknown };

/** An error as it can cross threads: structured clone keeps an Error's name, message and stack, not its class. */
export function crossable(error: unknown): unknown {
  try {
    structuredClone(error);
    return error;
  } catch {
    return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error);
  }
}

/** The bytes of a view as an ArrayBuffer of their own, to transfer without copying a pool or a bigger buffer. */
export function ownBuffer(view: Uint8Array): ArrayBuffer {
  const own = view.byteOffset === 0 && view.byteLength === view.buffer.byteLength && view.buffer instanceof ArrayBuffer;
  // new Uint8Array(view) copies: a Buffer's own slice() would be a view of the same memory.
  return own ? (view.buffer as ArrayBuffer) : new Uint8Array(view).buffer;
}
