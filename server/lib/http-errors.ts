import { ERROR_CODES, type ErrorCode } from "../../contract/error-codes.ts";

/** An error that maps to one code of contract/error-codes.ts (which gives the status) and a message safe to show. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, opts: { errors?: Record<string, string>; headers?: Record<string, string> } = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.errors = opts.errors;
    this.headers = opts.headers;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError("validation_failed", message, { errors });
export const unauthorized = (message = "Authentication required", code: ErrorCode = "unauthenticated") => new HttpError(code, message);
export const forbidden = (message = "You do not have permission to do this", code: ErrorCode = "forbidden") => new HttpError(code, message);
export const notFound = (message = "Not found") => new HttpError("not_found", message);
export const conflict = (message: string, errors?: Record<string, string>, code: ErrorCode = "conflict") => new HttpError(code, message, { errors });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError("rate_limited", "Too many requests. Please try again later.", {
    headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
