import { z } from "zod";
import { designInput, designSnapshot } from "./builder.ts";
import { optionalEmail, optionalPhone, optionalText, zipCode } from "./leads.ts";

export const QUOTE_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

const hasText = (v: unknown) => typeof v === "string" && v.trim() !== "";

/** What the visitor picked on the product page (dimension, condition, delivery…), shown to sales as is. */
export const productOptions = z
  .record(z.string().trim().min(1).max(40), z.string().trim().max(200))
  .refine((o) => Object.keys(o).length <= 10, "At most 10 product options")
  .default({});

export const quoteRequestInput = z
  .object({
    name: z.string({ error: "Enter your name" }).trim().min(1, "Enter your name").max(120, "Name must be at most 120 characters"),
    email: optionalEmail,
    phone: optionalPhone,
    company: optionalText(120, "Company"),
    zip: zipCode,
    message: z.string().trim().max(5000, "Please keep the description under 5,000 characters").default(""),
    productId: z.uuid("Unknown product").optional(),
    productOptions,
    /** A saved container-builder design: sales get its option list, price and picture. */
    designId: z.uuid("Unknown design").optional(),
    /**
     * Or an unsaved design (a visitor who is not logged in): kept as a shared design nobody owns, so the quote
     * links it like a saved one. Its name and the canvas picture for the share link are optional.
     */
    design: designInput.optional(),
    designName: z.string().trim().min(1, "Name your design").max(80, "At most 80 characters").optional(),
    designSnapshot: designSnapshot.optional(),
    /** Honeypot: hidden from people, filled by bots. */
    website: z.string().max(500).optional(),
  })
  .refine((v) => hasText(v.email) || hasText(v.phone), {
    path: ["email"],
    message: "Enter an e-mail address or a phone number so we can reach you",
    // Runs even when other fields failed, so the visitor sees every problem at once.
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  })
  .refine((v) => !(v.design && v.designId), { path: ["design"], message: "Send a saved design's id or a design, not both" });
export type QuoteRequestInput = z.input<typeof quoteRequestInput>;

export const quoteCreated = z.object({ id: z.string() });

export const quoteListQuery = z.object({
  search: optionalText(200, "Search"),
  status: z.enum(QUOTE_STATUSES, "Unknown status").optional(),
  page: z.coerce.number().int("must be a whole number").min(1, "must be 1 or more").max(100000).default(1),
  limit: z.coerce.number().int("must be a whole number").min(1, "must be 1 or more").max(100, "must be at most 100").default(20),
});

export const quoteDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  zip: z.string(),
  message: z.string(),
  product: z.object({ id: z.string(), name: z.string(), sku: z.string().nullable() }).nullable(),
  productOptions: z.record(z.string(), z.string()),
  /** The container-builder design the request is about (its page is /builder/d/{designId}), if any. */
  designId: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteDto = z.infer<typeof quoteDto>;

export const quoteList = z.object({
  items: z.array(quoteDto),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Requests per status over the whole inbox (the search applied), for the status tabs. */
  counts: z.record(z.enum(QUOTE_STATUSES), z.number().int()),
});
export type QuoteList = z.infer<typeof quoteList>;

export const quoteUpdateInput = z
  .object({
    status: z.enum(QUOTE_STATUSES, "Choose new, contacted, quoted, won or lost").optional(),
    notes: z.string().max(5000, "Notes must be at most 5,000 characters").optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { path: ["status"], message: "Send a status or notes to change" });
