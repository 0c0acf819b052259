import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_LIST_COUNT_CAP } from "../../contract/admin-lists.ts";
import { type TestApp, createTestApp } from "../test/harness.ts";
import { insertManyOrders, insertOrder } from "../test/fixtures/admin.ts";

/* Server-side pages of the admin order and invoice lists (issue 22, docs/decisions/042). */

let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
const madeOrders: string[] = [];
const madeInvoices: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser({ fullName: "Paula Pager" });
  const other = await t.createUser({ fullName: "Otto Other" });
  // 23 orders a minute apart (newest last made), 5 of them Paula's.
  for (let i = 0; i < 23; i++) {
    const made = await insertOrder(t.db, i % 5 === 0 ? customer.user.id : other.user.id, { createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)) });
    madeOrders.unshift(made.order.id);
    madeInvoices.unshift(made.invoice.id);
  }
});
afterAll(() => t.close());

const orderPage = (query: Parameters<typeof t.api.admin.orders.$get>[0]["query"] = {}) => t.send(t.api.admin.orders.$get({ query }, t.as(admin)));
const invoicePage = (query: Parameters<typeof t.api.admin.invoices.$get>[0]["query"] = {}) => t.send(t.api.admin.invoices.$get({ query }, t.as(admin)));
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe("admin order and invoice lists, paged on the server", () => {
  it("without page or limit the answer is still the plain list the SPEC shows", async () => {
    const res = await orderPage();
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(ids(res.body.data)).toEqual(madeOrders);
    expect(Array.isArray((await invoicePage({ search: "inv" })).body.data)).toBe(true);
  });

  it("pages newest first: page 2 continues where page 1 stopped, and the last page is short", async () => {
    const first = (await orderPage({ page: "1", limit: "10" })).body.data;
    const second = (await orderPage({ page: "2", limit: "10" })).body.data;
    const third = (await orderPage({ page: "3", limit: "10" })).body.data;
    expect(ids(first.orders)).toEqual(madeOrders.slice(0, 10));
    expect(ids(second.orders)).toEqual(madeOrders.slice(10, 20));
    expect(ids(third.orders)).toEqual(madeOrders.slice(20));
    expect(first.pagination).toEqual({ currentPage: 1, limit: 10, totalPages: 3, total: 23, totalCapped: false, hasNext: true, hasPrev: false });
    expect(third.pagination).toMatchObject({ currentPage: 3, hasNext: false, hasPrev: true });
    expect(first.orders[0]).toMatchObject({ user: { name: expect.any(String), email: expect.any(String) }, invoiceId: madeInvoices[0] });
    // Past the last page: an empty page with the real totals (the screen then shows the last one).
    expect((await orderPage({ page: "9", limit: "10" })).body.data).toMatchObject({ orders: [], pagination: { total: 23, totalPages: 3 } });
  });

  it("limit sets the page size (10 when only page is sent), up to 100", async () => {
    expect((await orderPage({ limit: "4" })).body.data.orders).toHaveLength(4);
    expect((await orderPage({ page: "2" })).body.data.pagination).toMatchObject({ currentPage: 2, limit: 10 });
    const tooMany = await invoicePage({ page: "1", limit: "101" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe("validation_failed");
    expect(tooMany.body.errors.limit).toBe("Limit must be at most 100");
  });

  it("a page that is not a whole number of 1 or more is a 400 naming the field", async () => {
    for (const [query, message] of [["page=0", "Page must be at least 1"], ["page=abc", /Page must be/], ["page=1.5", /Page must be a whole number/], ["limit=0", "Limit must be at least 1"]] as const) {
      const res = await orderPage(Object.fromEntries(new URLSearchParams(query)));
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.errors[query.split("=")[0]]).toMatch(message);
    }
  });

  it("a search is paged too, with the count of what matches", async () => {
    const first = (await orderPage({ search: "paula", page: "1", limit: "3" })).body.data;
    const second = (await orderPage({ search: "paula", page: "2", limit: "3" })).body.data;
    expect(first.pagination).toMatchObject({ total: 5, totalPages: 2, hasNext: true });
    expect([...first.orders, ...second.orders].every((o: { userId: string }) => o.userId === customer.user.id)).toBe(true);
    expect(new Set([...ids(first.orders), ...ids(second.orders)]).size).toBe(5);
    const invoices = (await invoicePage({ search: customer.user.email, page: "2", limit: "2" })).body.data;
    expect(invoices.pagination).toMatchObject({ currentPage: 2, total: 5, totalPages: 3 });
    expect(invoices.invoices).toHaveLength(2);
  });

  it("invoices page newest first like orders", async () => {
    const first = (await invoicePage({ page: "1", limit: "10" })).body.data;
    const second = (await invoicePage({ page: "2", limit: "10" })).body.data;
    expect(ids(first.invoices)).toEqual(madeInvoices.slice(0, 10));
    expect(ids(second.invoices)).toEqual(madeInvoices.slice(10, 20));
    expect(first.pagination).toMatchObject({ total: 23, totalPages: 3, totalCapped: false });
  });

  it("counts only up to the cap and refuses pages beyond it", async () => {
    await insertManyOrders(t.db, customer.user.id, ADMIN_LIST_COUNT_CAP, new Date("2025-01-01T00:00:00Z"));
    const res = (await orderPage({ page: "1", limit: "10" })).body.data;
    expect(res.pagination).toMatchObject({ total: ADMIN_LIST_COUNT_CAP, totalCapped: true, totalPages: ADMIN_LIST_COUNT_CAP / 10, hasNext: true });
    expect((await orderPage({ page: String(ADMIN_LIST_COUNT_CAP / 10), limit: "10" })).body.data.orders).toHaveLength(10);
    const beyond = await orderPage({ page: String(ADMIN_LIST_COUNT_CAP / 10 + 1), limit: "10" });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors.page).toMatch(/first 10,000 matches/);
    expect((await invoicePage({ page: "1" })).body.data.pagination).toMatchObject({ total: ADMIN_LIST_COUNT_CAP, totalCapped: true });
  });
});
