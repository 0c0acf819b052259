import { eq } from "drizzle-orm";
import { DEFAULT_SETTINGS, type SiteSettings, siteSettings } from "../../../contract/settings.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { settings } from "../../../db/schema/index.ts";

/** The site settings, stored values over defaults (a key added later still has a value). */
export async function getSiteSettings(db: DbOrTx): Promise<SiteSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, "site")).limit(1);
  const merged = { ...DEFAULT_SETTINGS, ...((row?.value as Partial<SiteSettings>) ?? {}) };
  const parsed = siteSettings.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function saveSiteSettings(db: DbOrTx, value: SiteSettings): Promise<SiteSettings> {
  await db
    .insert(settings)
    .values({ key: "site", value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return value;
}
