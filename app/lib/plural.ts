import { formatNumber } from "../../contract/en-us-format";

/** "1 product", "7 products": a count with its noun (issue 18: the shop said "1 products"). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
