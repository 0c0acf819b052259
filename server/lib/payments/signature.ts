import { createHmac, timingSafeEqual } from "node:crypto";
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from "./types.ts";

/**
 * The sandbox signs its events the way Stripe does: header `t=<unix seconds>,v1=<hex>` where the hex
 * is HMAC-SHA256(secret, `${t}.${body}`). One scheme, one verifier to get right.
 */
export function signPayload(secret: string, body: string, timestampSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${mac}`;
}

/**
 * Refuses an event dated more than the tolerance before OR after now: a replayed old event, and one signed
 * with a far-future timestamp (which an age check alone lets through for ever). Stripe's SDK checks only age.
 */
export function assertTimestampFresh(header: string | undefined, nowMs: number): void {
  const t = Number((header ?? "").split(",").map((p) => p.trim().split("=")).find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(Math.floor(nowMs / 1000) - t) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError("Timestamp outside the tolerance window");
  }
}

export function verifySignature(secret: string, body: string, header: string | undefined, nowMs: number): void {
  if (!header) throw new WebhookSignatureError("Missing signature header");
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  const candidates = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  if (!Number.isInteger(t) || !candidates.length) throw new WebhookSignatureError("Malformed signature header");
  const expected = Buffer.from(signPayload(secret, body, t).split("v1=")[1], "hex");
  const matches = candidates.some((c) => {
    const given = Buffer.from(c, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError("Signature does not match");
  assertTimestampFresh(header, nowMs);
}
