import type { Context } from "hono";
import { clientAddress } from "../../lib/client-address.ts";
import type { AppEnv } from "../../lib/deps.ts";
import { tooManyRequests } from "../../lib/http-errors.ts";

const MINUTE = 60_000;

/**
 * Limits per fixed window. Per account they stop guessing one password; per address they stop one machine
 * trying many accounts, and are wide enough for an office behind one address.
 */
export const LIMITS = {
  loginAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginAddress: { limit: 200, windowMs: 15 * MINUTE },
  resetAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetAddress: { limit: 20, windowMs: 60 * MINUTE },
  registerAddress: { limit: 50, windowMs: 60 * MINUTE },
} as const;

type Rule = { key: string; limit: number; windowMs: number };

/** Counts this request against every rule; 429 with Retry-After (the longest wait) when any is over. */
export async function throttle(c: Context<AppEnv>, rules: Rule[]) {
  const limiter = c.var.deps.rateLimiter;
  const results = await Promise.all(rules.map((r) => limiter.hit(r.key, r.limit, r.windowMs)));
  const over = results.filter((r) => !r.allowed);
  if (over.length) throw tooManyRequests(Math.max(...over.map((r) => r.retryAfterSeconds)));
}

export const loginRules = (c: Context<AppEnv>, email: string): Rule[] => [
  { key: `login:acct:${email}`, ...LIMITS.loginAccount },
  { key: `login:ip:${clientAddress(c)}`, ...LIMITS.loginAddress },
];

export const resetRules = (c: Context<AppEnv>, email: string): Rule[] => [
  { key: `reset:acct:${email}`, ...LIMITS.resetAccount },
  { key: `reset:ip:${clientAddress(c)}`, ...LIMITS.resetAddress },
];

export const registerRules = (c: Context<AppEnv>): Rule[] => [{ key: `register:ip:${clientAddress(c)}`, ...LIMITS.registerAddress }];

/** A successful log-in clears the account's count: the owner is not locked out by their own old typos. */
export const clearLoginAccount = (c: Context<AppEnv>, email: string) => c.var.deps.rateLimiter.reset(`login:acct:${email}`);
