const decoder = new TextDecoder();

/**
 * A loader's API answer in the render worker, as a `Response` whose bytes are already here (ADR 062).
 *
 * undici's `Response` over the bytes made a body stream, and `json()` read it back through a stream reader: ~5 % of
 * the render thread under uncached product pages, for answers a loader reads once, whole. This one is a real
 * `Response` with no body of its own; `json`, `text`, `arrayBuffer`, `bytes`, `body` and `clone` answer from the
 * bytes. Reading twice works (a real body would refuse); nothing in the loaders depends on the refusal.
 */
export class ApiAnswer extends Response {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: ArrayBuffer, init: { status: number; headers: [string, string][] }) {
    super(null, init);
    this.#bytes = new Uint8Array(bytes);
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    if (this.#bytes.byteLength === 0) return null;
    const bytes = this.#bytes;
    return new ReadableStream({
      start(controller) {
        controller.enqueue(bytes.slice());
        controller.close();
      },
    });
  }

  override async json(): Promise<unknown> {
    return JSON.parse(decoder.decode(this.#bytes));
  }

  override async text(): Promise<string> {
    return decoder.decode(this.#bytes);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.slice().buffer;
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#bytes.slice();
  }

  override clone(): ApiAnswer {
    return new ApiAnswer(this.#bytes.slice().buffer, { status: this.status, headers: [...this.headers] });
  }
}
