import { SANDBOX_CARDS, type SandboxPayInput } from "../../../contract/checkout.ts";

export type CardCheck = { ok: true } | { ok: false; code: "validation_failed" | "card_declined"; message: string; errors: Record<string, string> };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY", "MM / YY" or "MM/YYYY" → month and full year, or null. */
function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * The sandbox's card rules: the form checks of the spec, then Stripe's test cards. 4242… pays,
 * 4000…0002 is declined, 4000…9995 has insufficient funds; other numbers are refused as not test cards.
 */
export function checkSandboxCard(input: SandboxPayInput, now: Date): CardCheck {
  const errors: Record<string, string> = {};
  const number = input.cardNumber.replace(/\s+/g, "");
  if (!input.name.trim()) errors.name = "Cardholder name is required";
  if (!/^\d{13,16}$/.test(number) || !luhn(number)) errors.cardNumber = "Invalid card number";
  const expiry = parseExpiry(input.expiry);
  if (!expiry) errors.expiry = "Invalid expiry date";
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = "Card is expired";
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = "Invalid CVV";
  if (Object.keys(errors).length) return { ok: false, code: "validation_failed", message: Object.values(errors)[0], errors };

  if (number === SANDBOX_CARDS.success) return { ok: true };
  const declined = (message: string) => ({ ok: false as const, code: "card_declined" as const, message, errors: { cardNumber: message } });
  if (number === SANDBOX_CARDS.declined) return declined("Your card was declined. Please try another card.");
  if (number === SANDBOX_CARDS.insufficientFunds) return declined("Your card has insufficient funds. Please try another card.");
  return declined("This is a test payment page: use the test card 4242 4242 4242 4242.");
}
