import { bigint, timestamp, uuid } from "drizzle-orm/pg-core";

/** Shared column builders: uuid keys, timestamps with zone, money as integer cents. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** Money in US cents. bigint because a 999-unit order of $45k containers passes 2^31 cents. */
export const cents = (name: string) => bigint(name, { mode: "number" });
