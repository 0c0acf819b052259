/** An error that maps to one HTTP status and a message safe to show the caller. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** Machine-readable reason a client can branch on ("out_of_stock"); the message stays for people. */
  readonly code?: string;

  constructor(status: number, message: string, opts: { errors?: Record<string, string>; headers?: Record<string, string>; code?: string } = {}) {
    super(message);
    this.status = status;
    this.errors = opts.errors;
    this.headers = opts.headers;
    this.code = opts.code;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, { errors });
export const unauthorized = (message = "Authentication required") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, { errors });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, "Too many requests. Please try again later.", {
    headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
