import type { DbOrTx } from "../../../../db/connect.ts";
import { toCsv } from "../../../lib/csv.ts";
import { readLedgerFacts } from "./facts.ts";
import { type JournalEntry, buildJournal } from "./journal.ts";

/** A day range, both ends inclusive (YYYY-MM-DD, UTC days), as the export's `from` and `to` name it. */
export type DayRange = { from: string; to: string };
const DAY_MS = 86_400_000;
export const spanOf = (r: DayRange) => ({ from: new Date(`${r.from}T00:00:00Z`), to: new Date(new Date(`${r.to}T00:00:00Z`).getTime() + DAY_MS) });

const amount = (cents: number) => (cents / 100).toFixed(2);
const blankOrAmount = (cents: number) => (cents ? amount(cents) : "");

async function journalFor(db: DbOrTx, range: DayRange): Promise<JournalEntry[]> {
  return buildJournal(await readLedgerFacts(db), spanOf(range));
}

export const JOURNAL_CSV_HEADER = ["date", "account", "debit", "credit", "reference"];

/** The generic journal: one row a line, each entry's rows together; debits and credits sum to the same. */
export async function journalCsv(db: DbOrTx, range: DayRange): Promise<string> {
  const entries = await journalFor(db, range);
  const rows = entries.flatMap((e) => e.lines.map((l) => [e.at.toISOString().slice(0, 10), l.account, amount(l.debitCents), amount(l.creditCents), e.reference]));
  return toCsv(JOURNAL_CSV_HEADER, rows);
}

/** QuickBooks Online's journal-entry import template (Settings → Import data → Journal entries), docs/decisions/086. */
export const QUICKBOOKS_CSV_HEADER = ["JournalNo", "JournalDate", "AccountName", "Debits", "Credits", "Description", "Name"];
/** MM/DD/YYYY, the date format QuickBooks Online's import reads by default for US companies. */
const usDate = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/${d.getUTCFullYear()}`;

/** The same entries for QuickBooks: one JournalNo per entry, the debit or the credit cell left blank, the customer named. */
export async function quickbooksCsv(db: DbOrTx, range: DayRange): Promise<string> {
  const entries = await journalFor(db, range);
  const rows = entries.flatMap((e) =>
    e.lines.map((l) => [e.reference, usDate(e.at), l.account, blankOrAmount(l.debitCents), blankOrAmount(l.creditCents), e.description, l.name]),
  );
  return toCsv(QUICKBOOKS_CSV_HEADER, rows);
}
