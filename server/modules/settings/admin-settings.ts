import type { SiteSettings } from "../../../contract/settings.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { getSiteSettings, saveSiteSettings } from "./site-settings.ts";
import { recordAudit } from "../../lib/audit.ts";

/** Saves the settings with an audit entry naming the keys that changed and their old and new values. */
export async function updateSettings(db: DbOrTx, actorId: string, next: SiteSettings): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const before = await getSiteSettings(tx);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(next) as (keyof SiteSettings)[]) {
      if (JSON.stringify(before[key]) !== JSON.stringify(next[key])) changes[key] = { from: before[key], to: next[key] };
    }
    const saved = await saveSiteSettings(tx, next);
    await recordAudit(tx, { actorId, action: "settings.updated", entity: "settings", entityId: "site", details: { changed: Object.keys(changes), changes } });
    return saved;
  });
}
