/**
 * Parameters of the parametric shipping container, shared by the product-picture renderer and the builder.
 * Plain data, no three.js: the builder's server-side pricing can validate the same shape.
 * Units: feet in the parameters (how buyers and the catalog speak), metres in the scene (three.js convention).
 */
export type ContainerKind = "standard" | "double-door" | "open-side" | "open-top" | "flat-rack" | "office" | "reefer" | "hazmat";

export type ContainerParams = {
  /** Nominal length in feet: 10, 20, 40 and 45 are ISO sizes; cut-downs (16, 24, 30) are allowed too. */
  lengthFt: number;
  highCube: boolean;
  kind: ContainerKind;
  /** Paint colour as a CSS hex string. */
  color: string;
  /** 0 = new / one-trip paint, 1 = well-travelled cargo-worthy box with rust and faded paint. */
  wear: number;
  /** 0 = cargo doors closed, 1 = swung fully open against the side walls. */
  doorsOpen: number;
  /** Seeds the deterministic randomness (rust patches): the same parameters always give the same box. */
  seed: number;
};

export const FOOT = 0.3048;
export const ISO_LENGTHS_FT = [10, 20, 40, 45] as const;

export const DEFAULT_PARAMS: ContainerParams = {
  lengthFt: 20,
  highCube: false,
  kind: "standard",
  color: "#b91c1c",
  wear: 0,
  doorsOpen: 0,
  seed: 1,
};

/** External dimensions in metres: 8 ft wide, 8'6" standard or 9'6" high cube, the nominal length. */
export function outerSize(p: Pick<ContainerParams, "lengthFt" | "highCube" | "kind">) {
  const length = p.lengthFt * FOOT;
  const width = 8 * FOOT;
  // A flat rack's end walls stand at standard height; its base is the whole box below them.
  const height = (p.highCube ? 9.5 : 8.5) * FOOT;
  return { length, width, height };
}

/** Fills in defaults and clamps numbers to what the model can draw, so callers may pass partial input. */
export function normalizeParams(input: Partial<ContainerParams>): ContainerParams {
  const p = { ...DEFAULT_PARAMS, ...input };
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(v) ? v : lo));
  return { ...p, lengthFt: clamp(p.lengthFt, 8, 53), wear: clamp(p.wear, 0, 1), doorsOpen: clamp(p.doorsOpen, 0, 1) };
}

/** Small deterministic PRNG (mulberry32): renders must not change between runs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
