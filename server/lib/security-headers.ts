import type { ServerResponse } from "node:http";

/**
 * The security headers every answer carries, whatever made it (the API, a page, a static file, the Node adapter's
 * own error answer). They are set on Node's response before the app runs (`withSecurityHeaders`); a page replaces
 * the deny-all CSP with its own. Setting them through fetch `Headers` on every answer was the largest share of an
 * API answer's own CPU: WebIDL conversions, validation and a sort on every read (ADR 037).
 */
const EVERY_ANSWER: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  // Browsers ignore HSTS over plain HTTP, so sending it always is harmless and right behind a TLS proxy.
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  // Answers other than pages carry no script: nothing may load from them, and nobody may frame them.
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
];

type Listener = (req: never, res: ServerResponse) => void;

/** Wraps a Node request listener so every response starts with the security headers. */
export function withSecurityHeaders<L extends Listener>(listener: L): L {
  return ((req: never, res: ServerResponse) => {
    for (const [name, value] of EVERY_ANSWER) res.setHeader(name, value);
    listener(req, res);
  }) as L;
}

/** A page's CSP: its scripts run by the nonce they carry (a fresh one per answer). */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
