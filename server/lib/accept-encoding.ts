/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/.test(acceptEncoding ?? "");
}
