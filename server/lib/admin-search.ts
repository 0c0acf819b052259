import { type SQL, sql } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";

/**
 * Shared pieces of the admin list searches. Each is written to be answered from an index (trigram GIN indexes
 * on the ids, names and e-mails, migration "admin_search_indexes"): with 100,000 orders a search that read every
 * row and looked its customer up took seconds under load (issue 22, ADR 039).
 */

/**
 * Whether the term can be part of a uuid's text (hex digits and dashes). When it cannot — an e-mail, a name, an
 * invoice number — the id arms of a search are left out: each still cost a trigram index lookup (ADR 045).
 */
export const mayBeInUuid = (term: string) => /^[0-9a-f-]+$/i.test(term);

/** `uuidColumn::text like pattern`, or nothing matches when the term cannot be in a uuid. */
export const uuidContains = (uuidColumn: SQL, term: string, like: string): SQL => (mayBeInUuid(term) ? sql`${uuidColumn}::text like ${like}` : sql`false`);

/** Ids of the customers whose id, name or e-mail contains the term (`like` is its LIKE pattern). */
export const customersMatching = (term: string, like: string): SQL =>
  sql`select u.id from ${users} u where ${uuidContains(sql`u.id`, term, like)} or lower(u.full_name) like ${like} or lower(u.email) like ${like}`;

/**
 * The values of a status column (fixed by its check constraint) that contain the term, lowercased as LIKE
 * compared them: `status in (these)` is the same test as `lower(status) like '%term%'`.
 */
export const statusesContaining = (all: readonly string[], term: string) => all.filter((s) => s.includes(term.toLowerCase()));

/** `column in (…)`, or nothing matches when the list is empty. */
export const inList = (column: SQL, values: readonly string[]): SQL =>
  values.length ? sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})` : sql`false`;
