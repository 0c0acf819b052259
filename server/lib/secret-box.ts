import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Seals a small secret (an authenticator key) for the database with AES-256-GCM under TWO_FACTOR_KEY, so a copy
 * of the database alone cannot mint codes. Without a key the value is kept as `plain:` (documented in README):
 * it is still never sent back after enrolment. A sealed value read without the key is an error, not a guess.
 */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export function createSecretBox(key: string | undefined): SecretBox {
  const aesKey = key ? createHash("sha256").update(key).digest() : null;
  return {
    seal(plain) {
      if (!aesKey) return `plain:${plain}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", aesKey, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed) {
      if (sealed.startsWith("plain:")) return sealed.slice(6);
      if (!sealed.startsWith("v1:")) throw new Error("Unknown sealed secret format");
      if (!aesKey) throw new Error("TWO_FACTOR_KEY is needed to read the stored authenticator secrets");
      const raw = Buffer.from(sealed.slice(3), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", aesKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}
