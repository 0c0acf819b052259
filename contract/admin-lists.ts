import { z } from "zod";
import { invoiceDto, orderDto } from "./orders.ts";
import { formatNumber } from "./en-us-format.ts";

/** Admin page size for products, orders and invoices (SPEC section 9). */
export const ADMIN_PAGE_SIZE = 10;
/** The most rows one page of the admin order or invoice list may ask for. */
export const ADMIN_LIST_MAX_LIMIT = 100;
/**
 * How many matches the admin order and invoice lists count for their pager (docs/decisions/042): beyond it the
 * total shows as "10,000+" and deeper pages are refused, so neither the count nor the page's offset grows with
 * the table. A search or a filter narrows the list instead.
 */
export const ADMIN_LIST_COUNT_CAP = 10_000;

const pageNumber = z.coerce.number().int().min(1);

/**
 * GET /admin/orders and /admin/invoices. Without `page` and `limit` the answer is the SPEC's plain list (the newest
 * 1,000, or those matching `search`); with either of them it is one page and its `pagination`.
 */
export const adminListQuery = z
  .object({
    search: z.string().trim().max(200).optional(),
    page: pageNumber.max(ADMIN_LIST_COUNT_CAP, `Only the first ${formatNumber(ADMIN_LIST_COUNT_CAP)} matches can be paged: search to narrow the list`).optional(),
    limit: pageNumber.max(ADMIN_LIST_MAX_LIMIT).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.page !== undefined && (q.page - 1) * (q.limit ?? ADMIN_PAGE_SIZE) >= ADMIN_LIST_COUNT_CAP) {
      ctx.addIssue({ code: "custom", path: ["page"], message: `Only the first ${formatNumber(ADMIN_LIST_COUNT_CAP)} matches can be paged: search to narrow the list` });
    }
  });
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const adminListPagination = z.object({
  currentPage: z.number(),
  limit: z.number(),
  totalPages: z.number(),
  /** Matching rows, counted up to ADMIN_LIST_COUNT_CAP. */
  total: z.number(),
  /** More rows match than `total` says (it stopped at the cap). */
  totalCapped: z.boolean(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type AdminListPagination = z.infer<typeof adminListPagination>;

export const adminOrderPage = z.object({ orders: z.array(orderDto), pagination: adminListPagination });
export type AdminOrderPage = z.infer<typeof adminOrderPage>;
export const adminInvoicePage = z.object({ invoices: z.array(invoiceDto), pagination: adminListPagination });
export type AdminInvoicePage = z.infer<typeof adminInvoicePage>;
