import { eq } from "drizzle-orm";
import { SECURITY_SETTINGS_KEY, type SecuritySettings, securitySettings } from "../../../../contract/two-factor.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { settings } from "../../../../db/schema/index.ts";

const KEY = SECURITY_SETTINGS_KEY;
const DEFAULTS: SecuritySettings = { requireAdminTwoFactor: false };

/** Store-wide security switches. Kept apart from the site settings, which the public storefront reads. */
export async function getSecuritySettings(db: DbOrTx): Promise<SecuritySettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY)).limit(1);
  const parsed = securitySettings.safeParse({ ...DEFAULTS, ...((row?.value as object) ?? {}) });
  return parsed.success ? parsed.data : DEFAULTS;
}

export async function saveSecuritySettings(db: DbOrTx, value: SecuritySettings): Promise<SecuritySettings> {
  await db.insert(settings).values({ key: KEY, value, updatedAt: new Date() }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return value;
}
