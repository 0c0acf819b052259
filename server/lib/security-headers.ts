/** Security headers for every response; pages get a CSP whose script nonce changes per request. */
export function securityHeaders(headers: Headers, opts: { nonce: string; html: boolean }) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  // Browsers ignore HSTS over plain HTTP, so sending it always is harmless and right behind a TLS proxy.
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (opts.html && !headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self' https://checkout.stripe.com",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join("; "),
    );
  } else if (!opts.html) {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
}
