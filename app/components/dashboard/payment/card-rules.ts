import type { CardType } from "../../../../contract/payment-methods";

/** SPEC section 5, "Payment card form (client side only)": rules and messages word for word. */
export const CARD_MESSAGES = {
  holder: "Cardholder name is required",
  number: "Invalid card number",
  cvv: "Invalid CVV",
  expired: "Card is expired",
} as const;

export const CARD_LABELS: Record<CardType, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  jcb: "JCB",
  diners_club: "Diners Club",
  other: "Other",
};

/** The number input keeps digits only, grouped in fours: at most 16 digits, 19 characters. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export const cardDigits = (formatted: string) => formatted.replace(/\s/g, "");

/** CVV: digits only, at most 4. */
export const formatCvv = (input: string) => input.replace(/\D/g, "").slice(0, 4);

/** The current year and the next 9. */
export const yearChoices = (now: Date) => Array.from({ length: 10 }, (_, i) => now.getFullYear() + i);
export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export type CardFields = { cardholderName: string; cardNumber: string; cvv: string; expiryMonth: number; expiryYear: number };

/** Field → message for every broken rule; empty when the card may be saved. */
export function validateCard(card: CardFields, now: Date): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  if (!card.cardholderName.trim()) errors.cardholderName = CARD_MESSAGES.holder;
  if (!/^\d{13,16}$/.test(cardDigits(card.cardNumber))) errors.cardNumber = CARD_MESSAGES.number;
  if (!/^\d{3,4}$/.test(card.cvv)) errors.cvv = CARD_MESSAGES.cvv;
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  if (card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < month)) errors.expiryMonth = CARD_MESSAGES.expired;
  return errors;
}
