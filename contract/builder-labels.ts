/**
 * The container builder's design (docs/decisions/025): a base box and the modifications placed on it.
 * Positions are inches, measured along a wall from its left corner as seen from outside; the server prices
 * and checks every design, so nothing here carries a price.
 *
 * The builder's plain values, without zod: the browser's builder page imports these, and zod's schemas in
 * builder.ts took ~70 ms to build on Lighthouse's slowed phone (ADR 066).
 */
export const BASE_LENGTHS = [10, 20, 40] as const;
export const BASE_CONDITIONS = ["new", "used"] as const;
export const CONDITION_LABELS = { new: "New (One-Trip)", used: "Used (Cargo-Worthy)" } as const;
/** The walls an opening can go on: both long sides and the far end (the near end holds the cargo doors). */
export const WALLS = ["left", "right", "back"] as const;
export type Wall = (typeof WALLS)[number];
export const WALL_LABELS: Record<Wall, string> = { left: "Left side", right: "Right side", back: "Far end" };

/** How an option sits on the box: an opening cut into a wall, the whole far end, or inside/outside the box as a whole. */
export const PLACEMENTS = ["wall", "end", "box"] as const;
/** "each": one price; "per_foot": price times the box's length in feet (insulation, flooring, paint). */
export const PRICINGS = ["each", "per_foot"] as const;

/** Exterior colours the paint option offers (CSS hex, what the 3-D model takes). */
export const PAINT_PALETTE = [
  { code: "#b91c1c", label: "Signal red" },
  { code: "#1d4ed8", label: "Ocean blue" },
  { code: "#15803d", label: "Forest green" },
  { code: "#f8fafc", label: "Arctic white" },
  { code: "#78716c", label: "Desert tan" },
  { code: "#334155", label: "Slate grey" },
] as const;

/** "20ft High Cube, New (One-Trip)". */
export const baseLabel = (b: { lengthFt: number; highCube: boolean; condition: keyof typeof CONDITION_LABELS }) =>
  `${b.lengthFt}ft${b.highCube ? " High Cube" : ""}, ${CONDITION_LABELS[b.condition]}`;
