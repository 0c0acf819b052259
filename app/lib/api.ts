import type { ErrorCode } from "../../contract/error-codes";

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

/** Set by the browser client: reacts to a 401 on a call made with a stored token. */
let onApiError: ((err: ApiError, hadToken: boolean) => void) | undefined;
export function setApiErrorHandler(handler: typeof onApiError) {
  onApiError = handler;
}

export function reportApiError(err: ApiError, hadToken: boolean) {
  onApiError?.(err, hadToken);
}
