import { asc, eq, sql } from "drizzle-orm";
import type { AdminDepot, DepotInput, PublicDepot } from "../../../../db/validation/depots.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, badRequest, notFound } from "../../../lib/http-errors.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { lookupZip } from "../../../lib/geo/zip-lookup.ts";

type DepotRow = typeof depots.$inferSelect;

/** West to east, as the spec lists the service area, then by city. */
const regionOrder = sql`case ${depots.region} when 'West Coast' then 0 when 'Mid West' then 1 else 2 end`;

export const toPublicDepot = (d: DepotRow): PublicDepot => ({ id: d.id, name: d.name, city: d.city, state: d.state, zip: d.zip, lat: d.latitude, lng: d.longitude, open: d.closedAt === null });

const toAdminDepot = (d: DepotRow): AdminDepot => ({
  ...toPublicDepot(d),
  code: d.code,
  region: d.region,
  openDays: d.openDays,
  truckCapacity: { crane: d.truckCapacity.crane ?? 0, "tilt-bed": d.truckCapacity["tilt-bed"] ?? 0, flatbed: d.truckCapacity.flatbed ?? 0 },
});

export async function listDepotRows(db: DbOrTx): Promise<DepotRow[]> {
  return db.select().from(depots).orderBy(regionOrder, asc(depots.city));
}

export const listPublicDepots = async (db: DbOrTx) => (await listDepotRows(db)).map(toPublicDepot);
export const listAdminDepots = async (db: DbOrTx) => (await listDepotRows(db)).map(toAdminDepot);

const codeOf = (city: string, state: string) => `${city}-${state}`.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Coordinates always come from the ZIP: an admin types an address, not latitudes. */
async function located(input: DepotInput) {
  const info = await lookupZip(input.zip);
  if (!info) throw badRequest("Unknown ZIP code", { zip: "We could not find this ZIP code" });
  return { latitude: info.latitude, longitude: info.longitude };
}

const values = (input: DepotInput) => ({
  name: input.name,
  city: input.city,
  state: input.state,
  zip: input.zip,
  region: input.region,
  openDays: input.openDays,
  truckCapacity: input.truckCapacity,
});

export async function createDepot(deps: Pick<AppDeps, "db" | "now">, actorId: string, input: DepotInput): Promise<AdminDepot> {
  const where = await located(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(depots)
      .values({ ...values(input), ...where, code: codeOf(input.city, input.state), closedAt: input.open ? null : now, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: depots.code })
      .returning();
    if (!row) throw new HttpError("conflict", "A depot in this city already exists", { errors: { city: `There is already a depot in ${input.city}, ${input.state}` } });
    await recordAudit(tx, { actorId, action: "depot.created", entity: "depot", entityId: row.id, details: { code: row.code } });
    return toAdminDepot(row);
  });
}

/** Edits a depot; `open: false` closes it (its stock is no longer sold or reserved), `true` reopens it. */
export async function updateDepot(deps: Pick<AppDeps, "db" | "now">, actorId: string, id: string, input: DepotInput): Promise<AdminDepot> {
  const where = await located(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(depots).where(eq(depots.id, id)).for("update");
    if (!current) throw notFound("Depot not found");
    const closedAt = input.open ? null : (current.closedAt ?? now);
    const [row] = await tx.update(depots).set({ ...values(input), ...where, closedAt, updatedAt: now }).where(eq(depots.id, id)).returning();
    const action = current.closedAt === null && closedAt ? "depot.closed" : current.closedAt && !closedAt ? "depot.reopened" : "depot.updated";
    await recordAudit(tx, { actorId, action, entity: "depot", entityId: id, details: { code: row.code } });
    return toAdminDepot(row);
  });
}
