/** Digits only, grouped in fours, at most 19 characters (16 digits and 3 spaces), as the spec's card form. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1", "12", "12/3" → "1", "12 / ", "12 / 3": the slash appears once the month is complete. */
export function formatExpiry(input: string, previous: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  const deleting = input.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
