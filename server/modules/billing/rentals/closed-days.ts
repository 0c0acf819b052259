import type { DbOrTx } from "../../../../db/connect.ts";
import { closedDays } from "../../logistics/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { addDays } from "./dates.ts";

/** The holiday calendar's closed days for two months from `day` (ADR 074): the rentals' business days skip them. */
export async function closedDaysFrom(db: DbOrTx, day: string) {
  return closedDays((await getSiteSettings(db)).holidays, day, addDays(day, 60));
}
