import { randomBytes } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "../../../../contract/two-factor.ts";

/** Crockford's base32: no i, l, o, u, so a code read off paper is typed right. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/**
 * 80 random bits as 16 characters in four groups ("7hk2-m9xq-4p0c-tr5w"). At 80 bits a plain SHA-256 (as for
 * every other token) is enough to store them: nobody can try 2^80 hashes to reverse one.
 */
function newCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join("-");
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** What a person typed, in the form that was hashed: case, spaces and dashes ignored, look-alikes mapped. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  if (!/^[0-9a-hjkmnp-tv-z]{16}$/.test(compact)) return null;
  return compact.match(/.{4}/g)!.join("-");
}
