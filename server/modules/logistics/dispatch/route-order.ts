import { type Point, milesBetween } from "../../../lib/geo/geo.ts";

/**
 * The day's drops in driving order (issue 46: "nearest neighbour from the depot is enough"): from the depot, each
 * next stop is the nearest one not visited yet. A drop whose ZIP is unknown goes last, in the order given.
 * Returns each item with the straight-line miles of its leg (null when either end is unknown).
 */
export function nearestNeighbourOrder<T>(start: Point, items: readonly T[], pointOf: (item: T) => Point | null): { item: T; legMiles: number | null }[] {
  const left = items.map((item) => ({ item, point: pointOf(item) }));
  const placed = left.filter((l) => l.point);
  const unknown = left.filter((l) => !l.point);
  const out: { item: T; legMiles: number | null }[] = [];
  let here = start;
  while (placed.length) {
    let best = 0;
    for (let i = 1; i < placed.length; i++) if (milesBetween(here, placed[i].point!) < milesBetween(here, placed[best].point!)) best = i;
    const [next] = placed.splice(best, 1);
    out.push({ item: next.item, legMiles: Math.round(milesBetween(here, next.point!)) });
    here = next.point!;
  }
  return [...out, ...unknown.map((u) => ({ item: u.item, legMiles: null }))];
}
