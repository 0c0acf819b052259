/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A leading
 * = + - @ or tab gets a ' so a spreadsheet shows the text instead of running it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document with a header row and CRLF line ends, as spreadsheets expect. */
export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** The headers of a CSV download named `<name>-<day>.csv`: a spreadsheet opens it, a proxy never caches it. */
export function csvHeaders(name: string, now: Date): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`,
    "Cache-Control": "no-store",
  };
}
