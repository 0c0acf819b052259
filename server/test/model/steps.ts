import fc from "fast-check";
import { build, parallelReschedules, reschedule } from "./build-delivery-steps.ts";
import { type Terms, offer, parallelNet30, payInvoice } from "./offer-steps.ts";
import { advance, buyout, rent } from "./rental-steps.ts";
import { abandon, cancel, checkout, pay, refund, wire } from "./shop-steps.ts";
import type { World } from "./world.ts";

export { newWorld, outcomes } from "./world.ts";

/** One random step of the model test (issue 43): a customer's or the admin's action on a channel, or time passing. */
export type Step =
  | { kind: "checkout"; who: number; quantity: number; method: "crane" | "flatbed" }
  | { kind: "parallelCheckouts"; whos: number[] }
  | { kind: "pay"; pick: number }
  | { kind: "abandon"; pick: number }
  | { kind: "offer"; who: number; terms: Terms; quantity: number; custom: number }
  | { kind: "parallelNet30"; who: number; customs: number[] }
  | { kind: "payInvoice"; pick: number }
  | { kind: "wire"; pick: number; share: number }
  | { kind: "refund"; pick: number; all: boolean }
  | { kind: "cancel"; pick: number }
  | { kind: "rent"; who: number; payNow: boolean }
  | { kind: "advance"; days: number }
  | { kind: "buyout"; pick: number; twice: boolean }
  | { kind: "build"; who: number; mods: number }
  | { kind: "reschedule"; pick: number; offset: number }
  | { kind: "parallelReschedules"; pick: number; offset: number };

const who = fc.nat({ max: 3 });
const pick = fc.nat({ max: 1000 });
const offset = fc.integer({ min: 1, max: 40 });
const rec = <K extends Step["kind"], R extends Record<string, fc.Arbitrary<unknown>>>(kind: K, fields: R) => fc.record({ kind: fc.constant(kind), ...fields });

/** Weights: paying and checking out are the common steps, time passing and buy-outs the rarer ones. */
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: rec("checkout", { who, quantity: fc.integer({ min: 1, max: 2 }), method: fc.constantFrom("crane" as const, "flatbed" as const) }) },
  { weight: 2, arbitrary: rec("parallelCheckouts", { whos: fc.uniqueArray(who, { minLength: 2, maxLength: 4 }) }) },
  { weight: 4, arbitrary: rec("pay", { pick }) },
  { weight: 1, arbitrary: rec("abandon", { pick }) },
  { weight: 2, arbitrary: rec("offer", { who, terms: fc.constantFrom("full" as const, "deposit" as const, "net30" as const), quantity: fc.integer({ min: 0, max: 2 }), custom: fc.integer({ min: 100, max: 6000 }) }) },
  { weight: 1, arbitrary: rec("parallelNet30", { who: fc.nat({ max: 1 }), customs: fc.array(fc.integer({ min: 2500, max: 6000 }), { minLength: 2, maxLength: 5 }) }) },
  { weight: 2, arbitrary: rec("payInvoice", { pick }) },
  { weight: 1, arbitrary: rec("wire", { pick, share: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 2, arbitrary: rec("refund", { pick, all: fc.boolean() }) },
  { weight: 1, arbitrary: rec("cancel", { pick }) },
  { weight: 2, arbitrary: rec("rent", { who, payNow: fc.boolean() }) },
  { weight: 2, arbitrary: rec("advance", { days: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 20, max: 35 })) }) },
  { weight: 1, arbitrary: rec("buyout", { pick, twice: fc.boolean() }) },
  { weight: 2, arbitrary: rec("build", { who, mods: fc.integer({ min: 0, max: 4 }) }) },
  { weight: 1, arbitrary: rec("reschedule", { pick, offset }) },
  { weight: 1, arbitrary: rec("parallelReschedules", { pick, offset }) },
) as fc.Arbitrary<Step>;

export async function runStep(w: World, step: Step): Promise<void> {
  switch (step.kind) {
    case "checkout":
      return checkout(w, w.customers[step.who], step.kind, step.quantity, step.method);
    case "parallelCheckouts":
      await Promise.all(step.whos.map((i) => checkout(w, w.customers[i], step.kind)));
      return;
    case "pay":
      return pay(w, step.pick);
    case "abandon":
      return abandon(w, step.pick);
    case "offer":
      return offer(w, step.who, step.terms, step.quantity, step.custom);
    case "parallelNet30":
      return parallelNet30(w, step.who, step.customs);
    case "payInvoice":
      return payInvoice(w, step.pick);
    case "wire":
      return wire(w, step.pick, step.share);
    case "refund":
      return refund(w, step.pick, step.all);
    case "cancel":
      return cancel(w, step.pick);
    case "rent":
      return rent(w, step.who, step.payNow);
    case "advance":
      return advance(w, step.days);
    case "buyout":
      return buyout(w, step.pick, step.twice);
    case "build":
      return build(w, step.who, step.mods);
    case "reschedule":
      return reschedule(w, step.pick, step.offset);
    case "parallelReschedules":
      return parallelReschedules(w, step.pick, step.offset);
  }
}
