import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DriverDto, DriverInput, DriverList, TruckDto, TruckInput } from "../../../../contract/dispatch.ts";
import type { TruckType } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, drivers, trucks, users } from "../../../../db/schema/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest, conflict } from "../../../lib/http-errors.ts";

type Deps = Pick<AppDeps, "db" | "now">;

const driverColumns = {
  id: drivers.id, userId: drivers.userId, name: users.fullName, email: users.email, phone: drivers.phone,
  depotId: drivers.depotId, depotName: sql<string>`${depots.city} || ', ' || ${depots.state}`, dropsPerDay: drivers.dropsPerDay,
};

/** Drivers (of one depot, or all), by name. */
export async function driverRows(db: DbOrTx, depotId?: string): Promise<DriverDto[]> {
  return db
    .select(driverColumns)
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .innerJoin(depots, eq(depots.id, drivers.depotId))
    .where(and(depotId ? eq(drivers.depotId, depotId) : undefined, isNull(users.deletedAt)))
    .orderBy(asc(users.fullName));
}

/** The drivers, and the accounts with role "driver" the owner made on the Staff page that have no driver record yet. */
export async function listDrivers(db: DbOrTx): Promise<DriverList> {
  const accounts = await db
    .select({ id: users.id, name: users.fullName, email: users.email })
    .from(users)
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(and(eq(users.role, "driver"), isNull(drivers.id), isNull(users.deletedAt)))
    .orderBy(asc(users.fullName));
  return { drivers: await driverRows(db), accounts };
}

async function openDepot(db: DbOrTx, depotId: string) {
  const [depot] = await db.select({ id: depots.id, closedAt: depots.closedAt }).from(depots).where(eq(depots.id, depotId));
  if (!depot || depot.closedAt) throw badRequest("Invalid depot", { depotId: "Choose an open depot" });
}

/** Links a driver account to its depot: only an account whose role is "driver", once. Audited. */
export async function createDriver(deps: Deps, actorId: string, input: DriverInput & { dropsPerDay: number }): Promise<DriverDto> {
  return deps.db.transaction(async (tx) => {
    const [account] = await tx.select({ role: users.role }).from(users).where(and(eq(users.id, input.userId), isNull(users.deletedAt)));
    if (!account || account.role !== "driver") throw badRequest("Not a driver account", { userId: "Give the account the Driver role on the Staff page first" });
    await openDepot(tx, input.depotId);
    const [row] = await tx.insert(drivers).values({ userId: input.userId, depotId: input.depotId, phone: input.phone, dropsPerDay: input.dropsPerDay, createdAt: deps.now() }).onConflictDoNothing().returning();
    if (!row) throw conflict("This account is a driver already", { userId: "Already a driver" });
    await recordAudit(tx, { actorId, action: "driver.created", entity: "driver", entityId: row.id, details: { userId: input.userId, depotId: input.depotId, dropsPerDay: input.dropsPerDay } });
    return (await tx.select(driverColumns).from(drivers).innerJoin(users, eq(users.id, drivers.userId)).innerJoin(depots, eq(depots.id, drivers.depotId)).where(eq(drivers.id, row.id)))[0];
  });
}

const toTruck = (t: typeof trucks.$inferSelect): TruckDto => ({ id: t.id, depotId: t.depotId, type: t.type as TruckType, plate: t.plate, dropsPerDay: t.dropsPerDay });

/** Trucks (of one depot, or all), by type then plate. */
export async function listTrucks(db: DbOrTx, depotId?: string): Promise<TruckDto[]> {
  const rows = await db.select().from(trucks).where(depotId ? eq(trucks.depotId, depotId) : undefined).orderBy(asc(trucks.type), asc(trucks.plate));
  return rows.map(toTruck);
}

/** Adds a truck to a depot; a plate is unique whatever its case. Audited. */
export async function createTruck(deps: Deps, actorId: string, input: TruckInput & { dropsPerDay: number }): Promise<TruckDto> {
  return deps.db.transaction(async (tx) => {
    await openDepot(tx, input.depotId);
    const plate = input.plate.toUpperCase();
    const [row] = await tx.insert(trucks).values({ depotId: input.depotId, type: input.type, plate, dropsPerDay: input.dropsPerDay, createdAt: deps.now() }).onConflictDoNothing().returning();
    if (!row) throw conflict("A truck with this plate exists", { plate: `${plate} is already a truck` });
    await recordAudit(tx, { actorId, action: "truck.created", entity: "truck", entityId: row.id, details: { depotId: row.depotId, type: row.type, plate } });
    return toTruck(row);
  });
}
