import type { Context } from "hono";
import { clientAddress } from "../../../lib/client-address.ts";
import type { AppEnv } from "../../../lib/deps.ts";
import type { RateLimiter } from "../../../lib/rate-limit.ts";
import { tooManyRequests } from "../../../lib/http-errors.ts";
import { isKnownDevice } from "./known-device.ts";

const MINUTE = 60_000;

/**
 * Limits per fixed window. Log-in guesses are counted per account AND address together, in stacked windows
 * that make the waits grow (a minute after 5 tries, up to 15 minutes after 10, up to an hour after 20): the
 * attacker's address is slowed while the owner, from any other address, is never locked out. Per address
 * alone they stop one machine trying many accounts, and are wide enough for an office behind one address.
 */
export const LOGIN_PAIR_TIERS = [
  { limit: 5, windowMs: MINUTE },
  { limit: 10, windowMs: 15 * MINUTE },
  { limit: 20, windowMs: 60 * MINUTE },
] as const;

/**
 * Wrong passwords for one account from all addresses together, counted only once a request is within its
 * address's limits: one address alone (at most 10 in 15 minutes, 20 an hour) never reaches this cap, so it
 * cannot shut the account to anyone; many addresses are slowed to 20 guesses in 15 minutes and 40 an hour.
 * A success is given back (the owner signing in from many browsers is not held), and a device that signed in
 * to the account before (known-device.ts) is never held by it.
 */
export const LOGIN_ACCOUNT_TIERS = [
  { limit: 20, windowMs: 15 * MINUTE },
  { limit: 40, windowMs: 60 * MINUTE },
] as const;

export const LIMITS = {
  loginAddress: { limit: 200, windowMs: 15 * MINUTE },
  /**
   * Reset *mails* per account, not requests: over it the request is answered as always and nothing is sent
   * (a refusal let anyone block a victim's reset for an hour). The window is no longer than a link lives
   * (RESET_TOKEN_TTL_MINUTES), so every mail sent in the current window still holds a live link.
   */
  resetMailsAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetAddress: { limit: 20, windowMs: 60 * MINUTE },
  registerAddress: { limit: 50, windowMs: 60 * MINUTE },
} as const;

export type Rule = { key: string; limit: number; windowMs: number };

async function hitAll(c: Context<AppEnv>, rules: Rule[]) {
  const limiter = c.var.deps.rateLimiter;
  return Promise.all(rules.map((r) => limiter.hit(r.key, r.limit, r.windowMs)));
}

/** Counts this request against every rule; 429 with Retry-After (the longest wait) when any is over. */
export async function throttle(c: Context<AppEnv>, rules: Rule[]) {
  const over = (await hitAll(c, rules)).filter((r) => !r.allowed);
  if (over.length) throw tooManyRequests(Math.max(...over.map((r) => r.retryAfterSeconds)));
}

/**
 * A per-account cap: every attempt is counted (atomically, before the check it guards, so parallel guesses
 * cannot all slip under it) and a success is given back with `giveBack`, so it counts failures. A known device
 * is counted too but never held.
 */
export async function throttleAccount(c: Context<AppEnv>, rules: Rule[], knownDevice: boolean) {
  if (knownDevice) await hitAll(c, rules);
  else await throttle(c, rules);
}

export async function giveBack(c: Context<AppEnv>, rules: Rule[]) {
  await Promise.all(rules.map((r) => c.var.deps.rateLimiter.undo(r.key)));
}

/** The e-mail as the account key: case and surrounding spaces do not make another account. */
const accountKey = (email: string) => email.trim().toLowerCase();
const pairKeys = (c: Context<AppEnv>, email: string) =>
  LOGIN_PAIR_TIERS.map((tier) => ({ key: `login:pair:${tier.windowMs}:${accountKey(email)}|${clientAddress(c)}`, ...tier }));

const loginRules = (c: Context<AppEnv>, email: string): Rule[] => [...pairKeys(c, email), { key: `login:ip:${clientAddress(c)}`, ...LIMITS.loginAddress }];
const loginAccountRules = (email: string): Rule[] =>
  LOGIN_ACCOUNT_TIERS.map((tier) => ({ key: `login:acct:${tier.windowMs}:${accountKey(email)}`, ...tier }));

/** Counts a log-in attempt: per address and per account-and-address first; once within those, per account. */
export async function throttleLogin(c: Context<AppEnv>, email: string) {
  await throttle(c, loginRules(c, email));
  await throttleAccount(c, loginAccountRules(email), await isKnownDevice(c, { email }));
}

export const resetRules = (c: Context<AppEnv>): Rule[] => [{ key: `reset:ip:${clientAddress(c)}`, ...LIMITS.resetAddress }];

/** Whether another reset mail may go to this account now (counted whether or not the account exists). */
export async function mayMailReset(limiter: RateLimiter, email: string): Promise<boolean> {
  const { limit, windowMs } = LIMITS.resetMailsAccount;
  return (await limiter.hit(`reset-mail:acct:${accountKey(email)}`, limit, windowMs)).allowed;
}

export const registerRules = (c: Context<AppEnv>): Rule[] => [{ key: `register:ip:${clientAddress(c)}`, ...LIMITS.registerAddress }];

/**
 * A password reset clears the counts of this account from this address: the owner is not slowed by their own
 * old typos. The per-account counts stay: they are mostly someone else's.
 */
export async function clearLoginAccount(c: Context<AppEnv>, email: string) {
  await Promise.all(pairKeys(c, email).map((r) => c.var.deps.rateLimiter.reset(r.key)));
}

/** A successful log-in clears this address's counts too, and gives its own attempt back to the per-account cap. */
export async function loginSucceeded(c: Context<AppEnv>, email: string) {
  await Promise.all([clearLoginAccount(c, email), giveBack(c, loginAccountRules(email))]);
}
