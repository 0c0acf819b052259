import type { builderOptions } from "../schema/index.ts";

type NewOption = typeof builderOptions.$inferInsert;

/**
 * The option catalog a new shop starts with (2026 US prices, cents). Admins change prices, labels and lead times
 * under "Builder options"; the codes stay, because saved designs refer to them. Per-foot prices are for the
 * box's length: spray foam at $142.50/ft is $2,850 on a twenty.
 */
export const DEFAULT_BUILDER_OPTIONS: NewOption[] = [
  { code: "rollup-door", label: "Roll-up door 8 × 7 ft", placement: "wall", priceCents: 149_500, leadTimeDays: 7, widthIn: 96, heightIn: 84, description: "Steel roll-up door with frame and lock hasp." },
  { code: "personnel-door", label: "Personnel door with lockset", placement: "wall", priceCents: 119_500, leadTimeDays: 5, widthIn: 36, heightIn: 80, description: "36-inch steel man door, lever lockset and deadbolt." },
  { code: "end-double-doors", label: "Double doors at the far end", placement: "end", priceCents: 245_000, leadTimeDays: 10, description: "A second pair of cargo doors: a drive-through box." },
  { code: "side-doors", label: "Side-opening doors (12 ft)", placement: "wall", priceCents: 685_000, leadTimeDays: 15, widthIn: 144, heightIn: 88, description: "Four folding doors open twelve feet of the side." },
  { code: "window", label: "Sliding window 36 × 24", placement: "wall", priceCents: 49_500, leadTimeDays: 4, widthIn: 36, heightIn: 24, description: "Insulated sliding window in a welded frame." },
  { code: "window-barred", label: "Window 36 × 24 with security bars", placement: "wall", priceCents: 64_500, leadTimeDays: 4, widthIn: 36, heightIn: 24, description: "The sliding window behind welded steel bars." },
  { code: "vent", label: "Louvered vent", placement: "wall", priceCents: 3_950, leadTimeDays: 2, widthIn: 10, heightIn: 5, description: "Cuts condensation; rain cannot get in." },
  { code: "ac-unit", label: "Wall A/C unit 12,000 BTU", placement: "wall", priceCents: 185_000, leadTimeDays: 6, widthIn: 26, heightIn: 16, description: "Heats and cools; installed, sealed and wired." },
  { code: "spray-foam", label: "Spray-foam insulation", placement: "box", pricing: "per_foot", priceCents: 14_250, leadTimeDays: 6, description: "Closed-cell foam on walls and ceiling." },
  { code: "panel-insulation", label: "Insulated wall panels", placement: "box", pricing: "per_foot", priceCents: 19_500, leadTimeDays: 8, description: "Foam board behind white panels: a finished room." },
  { code: "electrical", label: "Electrical package", placement: "box", priceCents: 165_000, leadTimeDays: 5, description: "Breaker panel, LED lights, four outlets and an outside hookup." },
  { code: "shelving", label: "Steel shelving", placement: "box", priceCents: 64_900, leadTimeDays: 3, description: "Bolts to the side rails, no drilling." },
  { code: "lockbox", label: "Lock box", placement: "box", priceCents: 8_900, leadTimeDays: 1, description: "Welded shroud that keeps bolt cutters off the padlock." },
  { code: "flooring", label: "Vinyl plank flooring", placement: "box", pricing: "per_foot", priceCents: 6_500, leadTimeDays: 4, description: "Laid over the marine plywood floor." },
  { code: "paint", label: "Exterior paint", placement: "box", pricing: "per_foot", priceCents: 9_500, leadTimeDays: 5, description: "The whole outside in a colour of the palette." },
  { code: "reinforcement-frame", label: "Reinforcement frame", placement: "box", priceCents: 42_500, leadTimeDays: 3, description: "Added by itself around every opening wider than 3 ft." },
].map((o, position) => ({ ...o, position }));

/** Added by the rules, never chosen. */
export const REINFORCEMENT_CODE = "reinforcement-frame";
