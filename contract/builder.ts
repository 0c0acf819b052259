import { z } from "zod";
import { BASE_CONDITIONS, PLACEMENTS, PRICINGS, WALLS } from "./builder-labels.ts";

/**
 * The container builder's design (docs/decisions/025): a base box and the modifications placed on it.
 * Positions are inches, measured along a wall from its left corner as seen from outside; the server prices
 * and checks every design, so nothing here carries a price. Its plain values are in builder-labels.ts.
 */
export * from "./builder-labels.ts";

export const designModification = z.object({
  /** The client's key for the item, so lists and problems can point at it. */
  key: z.string().trim().min(1).max(40),
  code: z.string().trim().min(1).max(40),
  wall: z.enum(WALLS).optional(),
  /** Centre of the opening along the wall, inches from the left corner. */
  x: z.number().finite().min(-1000).max(1000).optional(),
  /** For the paint option: a palette code. */
  color: z.string().max(20).optional(),
});
export type DesignModification = z.infer<typeof designModification>;

export const designInput = z.object({
  base: z.object({
    lengthFt: z.union([z.literal(10), z.literal(20), z.literal(40)], "Choose 10, 20 or 40 ft"),
    highCube: z.boolean(),
    condition: z.enum(BASE_CONDITIONS, "Choose new or used"),
  }),
  modifications: z.array(designModification).max(40, "At most 40 modifications"),
});
export type Design = z.infer<typeof designInput>;

export const builderOptionDto = z.object({
  code: z.string(),
  label: z.string(),
  description: z.string(),
  placement: z.enum(PLACEMENTS),
  pricing: z.enum(PRICINGS),
  price: z.number(),
  leadTimeDays: z.number(),
  widthIn: z.number().nullable(),
  heightIn: z.number().nullable(),
  active: z.boolean(),
});
export type BuilderOptionDto = z.infer<typeof builderOptionDto>;

export const builderBaseDto = z.object({
  lengthFt: z.number(),
  highCube: z.boolean(),
  condition: z.enum(BASE_CONDITIONS),
  label: z.string(),
  /** Null when the catalog has no such box for sale (no 10ft high cube, say). */
  price: z.number().nullable(),
});

export const builderCatalogDto = z.object({
  options: z.array(builderOptionDto),
  bases: z.array(builderBaseDto),
  palette: z.array(z.object({ code: z.string(), label: z.string() })),
  rules: z.object({ cornerClearanceIn: z.number(), reinforceOverIn: z.number() }),
});
export type BuilderCatalogDto = z.infer<typeof builderCatalogDto>;

export const designProblem = z.object({ code: z.string(), message: z.string(), key: z.string().optional() });
export type DesignProblem = z.infer<typeof designProblem>;

export const designPriceDto = z.object({
  price: z.number(),
  leadTimeDays: z.number(),
  lines: z.array(z.object({ code: z.string(), label: z.string(), price: z.number(), key: z.string().optional() })),
  problems: z.array(designProblem),
});
export type DesignPriceDto = z.infer<typeof designPriceDto>;

export const priceRequest = z.object({ design: designInput });

/** A picture of the design for its share link: a PNG/JPEG/WebP data URL, at most ~1.5 MB. */
export const designSnapshot = z.string().max(2_000_000, "The picture is too large").regex(/^data:image\/(png|jpeg|webp);base64,/, "Send a PNG, JPEG or WebP data URL");

export const saveDesignInput = z.object({
  id: z.uuid("Unknown design").optional(),
  name: z.string().trim().min(1, "Name your design").max(80, "At most 80 characters"),
  design: designInput,
  snapshot: designSnapshot.optional(),
});

export const designDto = z.object({
  id: z.string(),
  name: z.string(),
  design: designInput,
  imageUrl: z.string().nullable(),
  quote: designPriceDto,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** True when the caller owns it (and may save over it). */
  mine: z.boolean(),
});
export type DesignDto = z.infer<typeof designDto>;

export const designSummaryDto = designDto.omit({ design: true, quote: true }).extend({ price: z.number(), base: z.string() });
export type DesignSummaryDto = z.infer<typeof designSummaryDto>;

export const updateBuilderOptionInput = z.object({
  label: z.string().trim().min(1, "Enter a label").max(80),
  price: z.number().min(0, "Must be 0 or more").max(1_000_000, "At most $1,000,000"),
  leadTimeDays: z.number().int("Whole days").min(0, "Must be 0 or more").max(365, "At most 365 days"),
  active: z.boolean(),
});

/** "20ft High Cube, New (One-Trip)". */
