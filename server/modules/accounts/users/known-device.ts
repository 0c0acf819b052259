import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { users } from "../../../../db/schema/index.ts";
import type { AppEnv } from "../../../lib/deps.ts";
import { byEmail } from "./service.ts";

/**
 * A device that has signed in to an account before, remembered in a cookie the browser sends back on the log-in
 * calls only (Path=/v1/user). It lets its owner past the per-account caps (log-in and two-factor), never past the
 * per-address or per-account-and-address limits (docs/decisions/072). Each entry is `userId.issuedAt.mac`, the
 * MAC an HMAC-SHA256 keyed with the account's password hash: no new secret to share between processes, nothing
 * stored, and a password change (a reset after a theft) forgets every device at once.
 */
export const KNOWN_DEVICE_COOKIE = "bx_known_device";
const KEEP_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one browser remembers (an admin who also tries a customer account keeps both). */
const MAX_ACCOUNTS = 5;
const ENTRY = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

type Entry = { userId: string; issuedAt: number; mac: string };
type Who = { email: string } | { userId: string };

const macOf = (passwordHash: string, userId: string, issuedAt: number) =>
  createHmac("sha256", passwordHash).update(`known-device|${userId}|${issuedAt}`).digest("base64url");

function entriesOf(c: Context<AppEnv>): Entry[] {
  const value = getCookie(c, KNOWN_DEVICE_COOKIE) ?? "";
  if (value.length > 1024) return [];
  return value
    .split("~")
    .map((text) => ENTRY.exec(text))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ userId: m[1], issuedAt: Number(m[2]), mac: m[3] }));
}

async function accountOf(c: Context<AppEnv>, who: Who) {
  const [row] = await c.var.deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where("email" in who ? byEmail(who.email) : eq(users.id, who.userId))
    .limit(1);
  return row ?? null;
}

/** Whether this request comes from a device that signed in to this account (read from the database only when it says so). */
export async function isKnownDevice(c: Context<AppEnv>, who: Who): Promise<boolean> {
  const entries = entriesOf(c);
  if (!entries.length) return false;
  const account = await accountOf(c, who);
  const entry = account && entries.find((e) => e.userId === account.id);
  if (!account || !entry) return false;
  const nowSeconds = Math.floor(c.var.deps.now().getTime() / 1000);
  if (entry.issuedAt > nowSeconds || nowSeconds - entry.issuedAt > KEEP_SECONDS) return false;
  const expected = Buffer.from(macOf(account.passwordHash, account.id, entry.issuedAt));
  const given = Buffer.from(entry.mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** After a complete sign-in (every step passed): this device is known to the account for 180 days. */
export async function rememberDevice(c: Context<AppEnv>, userId: string): Promise<void> {
  const account = await accountOf(c, { userId });
  if (!account) return;
  const issuedAt = Math.floor(c.var.deps.now().getTime() / 1000);
  const others = entriesOf(c).filter((e) => e.userId !== userId).slice(0, MAX_ACCOUNTS - 1);
  const value = [{ userId, issuedAt, mac: macOf(account.passwordHash, userId, issuedAt) }, ...others].map((e) => `${e.userId}.${e.issuedAt}.${e.mac}`).join("~");
  setCookie(c, KNOWN_DEVICE_COOKIE, value, {
    path: "/v1/user",
    httpOnly: true,
    sameSite: "Strict",
    secure: c.var.deps.env.PUBLIC_URL.startsWith("https:"),
    maxAge: KEEP_SECONDS,
  });
}
