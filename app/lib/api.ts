import type { ErrorCode } from "../../contract/error-codes";

/** The one API client both sides use: the browser over HTTP, SSR loaders in-process. */
export type Envelope<T> = { success: boolean; status: "success" | "error"; code?: ErrorCode; message: string; data: T; errors?: Record<string, string> };
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** A failed call; branch on `code` (contract/error-codes.ts), show `message`. `network` when no envelope came back. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | "network";
  readonly errors: Record<string, string>;
  constructor(status: number, message: string, errors: Record<string, string> = {}, code: ErrorCode | "network" = "network") {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

type Query = Record<string, string | number | undefined | null>;

export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function createApiClient(fetcher: ApiFetch, getToken: () => string | null = () => null) {
  async function request<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    const headers: Record<string, string> = { Accept: "application/json" };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const res = await fetcher(`/v1${path}`, { method, headers, body: payload });
    let json: Envelope<T> | null = null;
    try {
      json = (await res.json()) as Envelope<T>;
    } catch {
      json = null;
    }
    if (!res.ok || !json || json.success === false) {
      const err = new ApiError(res.status, json?.message || `Request failed: ${res.status}`, json?.errors ?? {}, json?.code ?? "network");
      reportApiError(err, Boolean(token));
      throw err;
    }
    return json;
  }
  return {
    get: <T>(path: string, query?: Query) => request<T>("GET", `${path}${buildQuery(query)}`),
    post: <T>(path: string, body?: unknown) => request<T>("POST", path, body),
    put: <T>(path: string, body?: unknown) => request<T>("PUT", path, body),
    patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, body),
    delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Set by the browser client: reacts to a 401 on a call made with a stored token. */
let onApiError: ((err: ApiError, hadToken: boolean) => void) | undefined;
export function setApiErrorHandler(handler: typeof onApiError) {
  onApiError = handler;
}

export function reportApiError(err: ApiError, hadToken: boolean) {
  onApiError?.(err, hadToken);
}
