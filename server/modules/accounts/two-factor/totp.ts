import { generateSecret, generateURI, verify } from "otplib";

/** RFC 6238 defaults every authenticator app uses: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;

export const newTotpSecret = () => generateSecret();

export const otpauthUri = (secret: string, account: string, issuer: string) => generateURI({ issuer, label: account, secret });

/** The QR code as an SVG data URL: an <img> the page's CSP allows (img-src data:), no script, no canvas. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  // Loaded when an admin sets up two-factor, not at every start (docs/decisions/038).
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * The time step of an accepted code, or null. One step either side is accepted for clock drift; a step at or
 * before `afterStep` (the last one used) is refused, so the same code cannot be used twice.
 */
export async function acceptedTimeStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  // The replay check is ours, not otplib's `afterTimeStep`, which throws when a stored step lies ahead of the clock.
  const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD });
  if (!result.valid) return null;
  const step = Math.floor(epoch / PERIOD) + result.delta;
  return afterStep !== null && step <= afterStep ? null : step;
}
