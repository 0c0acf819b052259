/** A half-open time span [from, to). */
export type Span = { from: Date; to: Date };

/**
 * This month so far, and the same length of time from the start of the previous month: comparing a
 * partial month with a whole one would show every month "down" until its last day. UTC calendar.
 */
export function monthSpans(now: Date): { current: Span; previous: Span } {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const prevStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const elapsed = now.getTime() - monthStart.getTime();
  const prevEnd = new Date(Math.min(prevStart.getTime() + elapsed, monthStart.getTime()));
  return { current: { from: monthStart, to: now }, previous: { from: prevStart, to: prevEnd } };
}

export const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Percentage change with one decimal; null when there is no base to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
