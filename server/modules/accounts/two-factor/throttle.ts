import type { Context } from "hono";
import { clientAddress } from "../../../lib/client-address.ts";
import type { AppEnv } from "../../../lib/deps.ts";
import { isKnownDevice } from "../users/known-device.ts";
import { LOGIN_PAIR_TIERS, giveBack, throttle, throttleAccount } from "../users/throttle.ts";

const MINUTE = 60_000;

/**
 * Whoever sends codes already knows the password, and may have many addresses. Code guesses are counted per
 * account AND address, as passwords are (5 a minute, 10 per 15 minutes, 20 an hour): wrong codes from one
 * address no longer hold the owner at another (per account alone they locked the admin out for 15 minutes).
 * Across all addresses a ceiling bounds the guessing: 30 wrong codes an hour, 100 a day, counted once a guess
 * is within its address's limits. One address never reaches the hourly ceiling; it can reach the daily one
 * after five hours of guessing, which then holds only new devices: a device that signed in before is never
 * held by the ceiling (known-device.ts). At 100 guesses a day, with three codes accepted at a time out of a
 * million, a year of guessing succeeds about one time in ten; at 20 an hour per account (the old limit), one
 * in two.
 */
export const TWO_FACTOR_ACCOUNT_TIERS = [
  { limit: 30, windowMs: 60 * MINUTE },
  { limit: 100, windowMs: 24 * 60 * MINUTE },
] as const;

const pairKeys = (c: Context<AppEnv>, userId: string) =>
  LOGIN_PAIR_TIERS.map((tier) => ({ key: `2fa:pair:${tier.windowMs}:${userId}|${clientAddress(c)}`, ...tier }));
const accountKeys = (userId: string) => TWO_FACTOR_ACCOUNT_TIERS.map((tier) => ({ key: `2fa:acct:${tier.windowMs}:${userId}`, ...tier }));

export async function throttleCodes(c: Context<AppEnv>, userId: string) {
  await throttle(c, pairKeys(c, userId));
  await throttleAccount(c, accountKeys(userId), await isKnownDevice(c, { userId }));
}

/** A right code clears this address's counts and gives its own try back to the ceiling (which counts wrong codes). */
export async function clearCodeCounts(c: Context<AppEnv>, userId: string) {
  await Promise.all([...pairKeys(c, userId).map((r) => c.var.deps.rateLimiter.reset(r.key)), giveBack(c, accountKeys(userId))]);
}
