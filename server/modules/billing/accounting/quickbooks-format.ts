/**
 * The check of QuickBooks Online's journal-entry import layout (docs/decisions/086), written from Intuit's help
 * article "Import journal entries" and its sample template: the columns JournalNo, JournalDate, AccountName,
 * Debits, Credits, Description, Name; dates MM/DD/YYYY; amounts as plain numbers (no currency sign, no thousands
 * separator, two decimals); each line a debit or a credit, the other cell blank; the lines of one JournalNo share
 * its date and balance; an Accounts Receivable line names its customer. Returns the problems found (none: valid).
 */
export function checkQuickbooksCsv(text: string): string[] {
  const [header, ...rows] = parseCsv(text);
  const problems: string[] = [];
  const expected = ["JournalNo", "JournalDate", "AccountName", "Debits", "Credits", "Description", "Name"];
  if (header?.join(",") !== expected.join(",")) problems.push(`header is ${header?.join(",")}`);
  const byJournal = new Map<string, { date: string; sum: number }>();
  rows.forEach((r, i) => {
    const [no, date, account, debit, credit, , name] = r;
    const at = `row ${i + 2}`;
    if (r.length !== expected.length) problems.push(`${at}: ${r.length} cells`);
    if (!no || no.length > 21) problems.push(`${at}: JournalNo "${no}"`);
    if (!/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/.test(date)) problems.push(`${at}: JournalDate "${date}"`);
    if (!account) problems.push(`${at}: no AccountName`);
    const amount = /^\d+\.\d{2}$/;
    if ((debit === "") === (credit === "")) problems.push(`${at}: needs exactly one of Debits and Credits`);
    for (const v of [debit, credit]) if (v !== "" && (!amount.test(v) || Number(v) <= 0)) problems.push(`${at}: amount "${v}"`);
    if (account === "Accounts Receivable (A/R)" && !name) problems.push(`${at}: A/R line without a customer Name`);
    const j = byJournal.get(no) ?? { date, sum: 0 };
    if (j.date !== date) problems.push(`${at}: JournalNo ${no} on two dates`);
    j.sum += Math.round(Number(debit || 0) * 100) - Math.round(Number(credit || 0) * 100);
    byJournal.set(no, j);
  });
  for (const [no, j] of byJournal) if (j.sum !== 0) problems.push(`JournalNo ${no} is out of balance by ${j.sum} cents`);
  return problems;
}

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted || (ch !== "," && ch !== "\n")) {
      cell += ch;
    } else {
      row.push(ch === "\n" ? cell.replace(/\r$/, "") : cell);
      cell = "";
      if (ch === "\n") {
        rows.push(row);
        row = [];
      }
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
