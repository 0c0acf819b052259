/**
 * The security headers every answer carries, whatever made it (the API, a page, a static file, the Node adapter's
 * own error answer). The HTTP edge adds them when an answer's headers go out (edge/edge-response.ts); a page
 * replaces the deny-all CSP with its own. Names are lower case, as Node and fetch `Headers` give them.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  // Browsers ignore HSTS over plain HTTP, so sending it always is harmless and right behind a TLS proxy.
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  // Answers other than pages carry no script: nothing may load from them, and nobody may frame them.
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/** A page's CSP: its scripts run by the nonce they carry (a fresh one per answer). */
export function pageContentSecurityPolicy(nonce: string): string {
  return PAGE_CSP_BEFORE_NONCE + nonce + PAGE_CSP_AFTER_NONCE;
}

// Joined once: every page answer, kept ones included, builds its CSP around a new nonce.
const [PAGE_CSP_BEFORE_NONCE, PAGE_CSP_AFTER_NONCE] = [
  "default-src 'self'",
  "script-src 'self' 'nonce-{nonce}' 'strict-dynamic'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self' https://checkout.stripe.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
]
  .join("; ")
  .split("{nonce}");
