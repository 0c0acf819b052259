/** The range a bare /admin/reports shows: the last twelve months, this one included (first day to today). */
export function defaultReportRange(today: Date): { from: string; to: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return { from: start.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}
