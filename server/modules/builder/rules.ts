import { type Design, type DesignModification, PAINT_PALETTE, WALL_LABELS, type Wall, baseLabel } from "../../../contract/builder.ts";
import { REINFORCEMENT_CODE } from "../../../db/seed/builder-options.ts";

/** An option as the rules read it (cents, inches). */
export type RuleOption = {
  code: string;
  label: string;
  placement: string;
  pricing: string;
  priceCents: number;
  leadTimeDays: number;
  widthIn: number | null;
  heightIn: number | null;
  active: boolean;
};

export type PricedDesign = {
  priceCents: number;
  leadTimeDays: number;
  lines: { code: string; label: string; priceCents: number; key?: string }[];
  problems: { code: string; message: string; key?: string }[];
};

/** An opening's edge stays a foot from every corner post: the corner carries the box's weight when stacked. */
export const CORNER_CLEARANCE_IN = 12;
/** Openings wider than this cut a roof-bearing wall panel and get a welded frame, priced and added by the rules. */
export const REINFORCE_OVER_IN = 36;
/** Yard preparation and inspection before any modification, and the whole time for a plain box. */
export const BASE_LEAD_DAYS = 2;
const INNER_HEIGHT_IN = { standard: 90, highCube: 102 };

/** Outside length of a wall in inches: the sides run the box's length, the far end its 8 ft width. */
export const wallLengthIn = (lengthFt: number, wall: Wall) => (wall === "back" ? 96 : lengthFt * 12);

const inches = (n: number) => `${Math.round(n)}″`;

type Placed = { mod: DesignModification; option: RuleOption; from: number; to: number };

/** Checks where each opening sits; returns the problems and the openings that passed, per wall. */
function checkOpenings(design: Design, placed: Placed[], problems: PricedDesign["problems"]) {
  const innerHeight = design.base.highCube ? INNER_HEIGHT_IN.highCube : INNER_HEIGHT_IN.standard;
  const ok: Placed[] = [];
  for (const p of placed) {
    const wall = p.mod.wall as Wall;
    const length = wallLengthIn(design.base.lengthFt, wall);
    const where = `${p.option.label} on the ${WALL_LABELS[wall].toLowerCase()}`;
    if ((p.option.heightIn ?? 0) > innerHeight) {
      problems.push({ code: "too_tall", key: p.mod.key, message: `${where} is taller than this box: choose a high cube.` });
    } else if (p.to - p.from > length - 2 * CORNER_CLEARANCE_IN) {
      problems.push({ code: "does_not_fit", key: p.mod.key, message: `${where} is ${inches(p.to - p.from)} wide and does not fit a ${inches(length)} wall.` });
    } else if (p.from < CORNER_CLEARANCE_IN || p.to > length - CORNER_CLEARANCE_IN) {
      problems.push({ code: "too_close_to_corner", key: p.mod.key, message: `${where} must stay at least ${inches(CORNER_CLEARANCE_IN)} from the corners: move it towards the middle.` });
    } else {
      const clash = ok.find((o) => o.mod.wall === wall && o.from < p.to && p.from < o.to);
      if (clash) problems.push({ code: "overlap", key: p.mod.key, message: `${where} overlaps the ${clash.option.label.toLowerCase()}: move one of them.` });
      else ok.push(p);
    }
  }
  return ok;
}

/** Box-wide options: each once, one kind of insulation, paint from the palette. */
function checkBoxOptions(mods: { mod: DesignModification; option: RuleOption }[], problems: PricedDesign["problems"]) {
  const seen = new Set<string>();
  for (const { mod, option } of mods) {
    if (seen.has(option.code)) problems.push({ code: "duplicate", key: mod.key, message: `${option.label} is already in the design.` });
    seen.add(option.code);
    if (option.code === "paint" && !PAINT_PALETTE.some((c) => c.code === mod.color)) {
      problems.push({ code: "unknown_colour", key: mod.key, message: "Choose a paint colour from the palette." });
    }
  }
  if (seen.has("spray-foam") && seen.has("panel-insulation")) {
    problems.push({ code: "two_insulations", message: "Choose spray-foam or panel insulation, not both." });
  }
}

/**
 * Prices a design against the option catalog and the base box's price (null: the catalog has no such box).
 * Never throws for a bad design: each broken rule is a problem in the answer, and what can be priced is.
 * Lead time: the yard's preparation plus the slowest option (parts and trades work in parallel).
 */
export function priceDesign(design: Design, options: RuleOption[], basePriceCents: number | null): PricedDesign {
  const problems: PricedDesign["problems"] = [];
  const lines: PricedDesign["lines"] = [];
  if (basePriceCents === null) problems.push({ code: "base_unavailable", message: `A ${baseLabel(design.base)} is not for sale: choose another base.` });
  else lines.push({ code: "base", label: `${baseLabel(design.base)} container`, priceCents: basePriceCents });

  const byCode = new Map(options.map((o) => [o.code, o]));
  const known: { mod: DesignModification; option: RuleOption }[] = [];
  for (const mod of design.modifications) {
    const option = byCode.get(mod.code);
    if (!option || !option.active || option.code === REINFORCEMENT_CODE) {
      problems.push({ code: "unknown_option", key: mod.key, message: `"${mod.code}" is not an option we offer.` });
    } else known.push({ mod, option });
  }

  const onWalls: Placed[] = [];
  for (const k of known) {
    if (k.option.placement !== "wall") continue;
    if (!k.mod.wall || k.mod.x === undefined) {
      problems.push({ code: "needs_position", key: k.mod.key, message: `Place the ${k.option.label.toLowerCase()} on a wall.` });
      continue;
    }
    const half = (k.option.widthIn ?? 0) / 2;
    onWalls.push({ ...k, from: k.mod.x - half, to: k.mod.x + half });
  }
  // The far-end doors take the whole end wall: nothing else can be cut into it.
  const endDoors = known.find((k) => k.option.placement === "end");
  if (endDoors) onWalls.unshift({ ...endDoors, mod: { ...endDoors.mod, wall: "back" }, from: CORNER_CLEARANCE_IN, to: 96 - CORNER_CLEARANCE_IN });
  checkOpenings(design, onWalls, problems);
  checkBoxOptions(known.filter((k) => k.option.placement !== "wall"), problems);

  const frame = byCode.get(REINFORCEMENT_CODE);
  const lengthFt = design.base.lengthFt;
  let leadTimeDays = BASE_LEAD_DAYS;
  for (const { mod, option } of known) {
    const each = option.pricing === "per_foot" ? option.priceCents * lengthFt : option.priceCents;
    const colour = option.code === "paint" ? PAINT_PALETTE.find((c) => c.code === mod.color)?.label : undefined;
    lines.push({ code: option.code, key: mod.key, label: colour ? `${option.label}: ${colour}` : option.label, priceCents: each });
    leadTimeDays = Math.max(leadTimeDays, BASE_LEAD_DAYS + option.leadTimeDays);
    if (frame && option.placement === "wall" && (option.widthIn ?? 0) > REINFORCE_OVER_IN) {
      lines.push({ code: frame.code, key: mod.key, label: `${frame.label} for the ${option.label.toLowerCase()}`, priceCents: frame.priceCents });
      leadTimeDays = Math.max(leadTimeDays, BASE_LEAD_DAYS + frame.leadTimeDays);
    }
  }
  return { priceCents: lines.reduce((s, l) => s + l.priceCents, 0), leadTimeDays, lines, problems };
}
