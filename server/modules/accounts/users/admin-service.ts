import { desc, eq, or, sql } from "drizzle-orm";
import type { UserDto } from "../../../../contract/users.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { users } from "../../../../db/schema/index.ts";
import type { AppDeps, AuthUser } from "../../../lib/deps.ts";
import { HttpError, badRequest, notFound } from "../../../lib/http-errors.ts";
import { revokeUserSessions } from "../../../lib/sessions.ts";
import { toUserDto, userDtoColumns } from "./serialize.ts";
import { assertCodeReentered } from "./code-reentry.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { containsPattern } from "../../../lib/like.ts";

type Deps = Pick<AppDeps, "db" | "now" | "env">;
export const USER_LIST_LIMIT = 200;

/** Users matching the search in name, e-mail or username (archived and blocked included), newest first. */
export async function listUsers(db: DbOrTx, search: string | undefined): Promise<UserDto[]> {
  const term = search?.trim();
  const rows = await db
    .select(userDtoColumns)
    .from(users)
    .where(term ? userMatches(term) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USER_LIST_LIMIT);
  return rows.map(toUserDto);
}

/**
 * Name, e-mail or username contains the term. search_key holds the three lowercased and joined by newlines, so
 * one LIKE on it is the same test for any term without a newline (ADR 045): a common term ("garcia", 1 in 32
 * customers) reads users newest first until 200 match, and the three lower() calls a row cost 22 ms there.
 */
function userMatches(term: string) {
  const like = containsPattern(term);
  if (!term.includes("\n")) return sql`${users.searchKey} like ${like}`;
  return or(sql`lower(${users.fullName}) like ${like}`, sql`lower(${users.email}) like ${like}`, sql`lower(${users.userName}) like ${like}`);
}

/** The managed user's row, or 404. Sub-tabs call it so an unknown user is "not found", not an empty list. */
export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, uuidOr404(id, "User not found"))).limit(1);
  if (!row) throw notFound("User not found");
  return row;
}

type Flag = "blocked" | "archived";

/** Blocks/unblocks or archives/restores a user. Blocking or archiving ends their sessions; nobody does it to themselves. */
export async function setUserFlag(deps: Deps, actor: AuthUser, id: string, flag: Flag, on: boolean, twoFactorCode?: string): Promise<UserDto> {
  const current = await findUser(deps.db, id);
  if (id === actor.id) {
    const message = flag === "blocked" ? "You cannot block your own account" : "You cannot archive your own account";
    throw badRequest(message, { [flag === "blocked" ? "blocked" : "deleted"]: message });
  }
  assertMayChangeAccount(actor, current);
  const now = deps.now();
  const column = flag === "blocked" ? { blockedAt: on ? now : null } : { deletedAt: on ? now : null };
  return deps.db.transaction(async (tx) => {
    // Blocking or archiving another admin asks for the acting admin's code again, as editing one does (ADR 070).
    if (current.role === "admin") await assertCodeReentered(deps, tx, actor.id, twoFactorCode, now);
    const [row] = await tx.update(users).set({ ...column, updatedAt: now }).where(eq(users.id, id)).returning();
    if (on) await revokeUserSessions(tx, id, now);
    const action = flag === "blocked" ? (on ? "user.blocked" : "user.unblocked") : on ? "user.archived" : "user.restored";
    await recordAudit(tx, { actorId: actor.id, action, entity: "user", entityId: id, details: { email: row.email } });
    return toUserDto(row);
  });
}

/**
 * Changes a user's role (the owner's Staff page and the user page). Nobody changes their own role (the panel would
 * lock them out mid-action), and an owner's role is changed by nobody else (issue 46): owners are never demoted.
 */
export async function setUserRole(deps: Deps, actor: AuthUser, id: string, role: UserDto["role"]): Promise<UserDto> {
  const current = await findUser(deps.db, id);
  if (id === actor.id && role !== current.role) throw badRequest("You cannot change your own role", { role: "You cannot change your own role" });
  if (current.role === role) return toUserDto(current);
  if (current.role === "admin") throw new HttpError("owner_protected", OWNER_PROTECTED, { errors: { role: OWNER_PROTECTED } });
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ role, updatedAt: deps.now() }).where(eq(users.id, id)).returning();
    await recordAudit(tx, { actorId: actor.id, action: "user.role_changed", entity: "user", entityId: id, details: { email: row.email, from: current.role, to: role } });
    return toUserDto(row);
  });
}

export const OWNER_PROTECTED = "An owner's role can only be changed by that owner, and an owner cannot give it up here.";

/** Staff accounts are changed (blocked, archived, edited, reset) by an owner only: sales manage customers. */
export function assertMayChangeAccount(actor: AuthUser, target: { role: string }) {
  if (target.role !== "user" && actor.role !== "admin") throw new HttpError("role_forbidden", "Only an owner changes a staff member's account.");
}
