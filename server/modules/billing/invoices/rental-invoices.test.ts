import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rentalInvoices } from "../../../../db/schema/index.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";
import { makeRental, rentOne } from "../../../test/fixtures/rentals.ts";

/*
 * Issue 43, defect 5: rental invoices (`rental_invoices`) are invoices like any other (ADR 076): in Admin → Invoices
 * (plain and paged) and in the customer's Invoices tab, kind "rental", paid and balance from their charge, PDF for the
 * owner and the admin, no status edit. On main neither list had them and their PDF was a 404.
 */
let t: TestApp;
let admin: string;
let r: Awaited<ReturnType<typeof rentOne>>;
let cycle2: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-01-14T15:00:00Z") });
  admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
  const product = await makeRental(t, admin);
  r = await rentOne(t, product.id);
  // Cycle 1 was paid by the checkout; cycle 2 declined ($149, overdue).
  const [row] = await t.db.insert(rentalInvoices).values({ invoiceNumber: "INV-R-0002", agreementId: r.agreement.id, cycle: 2, periodStart: "2026-02-20", periodEnd: "2026-03-19", amountCents: 14_900, status: "overdue", failedAt: new Date("2026-02-20T15:00:00Z"), createdAt: new Date("2026-02-20T15:00:00Z") }).returning();
  cycle2 = row.id;
}, 240_000);
afterAll(() => t.close());

const OVERDUE = { kind: "rental", invoiceNumber: "INV-R-0002", status: "overdue", total: 149, amountPaid: 0, balance: 149, dueDate: "2026-02-20T00:00:00.000Z" };

describe("rental invoices are invoices", () => {
  it("Admin → Invoices lists them beside the order's, plain and paged, newest first, and a search finds them", async () => {
    const plain = (await t.send(t.api.admin.invoices.$get({ query: {} }, t.as(admin)))).body.data as { id: string; kind: string; status: string; total: number; amountPaid: number; orderId: string }[];
    expect(plain[0]).toMatchObject({ ...OVERDUE, id: cycle2, orderId: r.checkout.orderId, user: { email: r.user.email } });
    const first = plain.find((i) => i.kind === "rental" && i.status === "paid");
    expect(first).toMatchObject({ total: 149, amountPaid: 149, balance: 0, rental: { cycle: 1, charge: "cycle" } });
    expect(plain.find((i) => i.kind === "order" && i.orderId === r.checkout.orderId)).toBeTruthy();

    const paged = (await t.send(t.api.admin.invoices.$get({ query: { page: "1", limit: "2" } }, t.as(admin)))).body.data as { invoices: { id: string }[]; pagination: { total: number } };
    expect(paged.invoices.map((i) => i.id)).toEqual(plain.slice(0, 2).map((i) => i.id));
    expect(paged.pagination.total).toBe(plain.length);

    const found = (await t.send(t.api.admin.invoices.$get({ query: { search: "INV-R-0002", page: "1" } }, t.as(admin)))).body.data as { invoices: { id: string }[] };
    expect(found.invoices.map((i) => i.id)).toEqual([cycle2]);
    const byCustomer = (await t.send(t.api.admin.invoices.$get({ query: { search: r.user.email } }, t.as(admin)))).body.data as { kind: string }[];
    expect(byCustomer.map((i) => i.kind).sort()).toEqual(["order", "rental", "rental"]);
  });

  it("the customer's Invoices tab has them, and only their own; the PDF is theirs alone; no status edit", async () => {
    const mine = (await t.send(t.api.user.invoices.$get({}, t.as(r.token)))).body.data as { kind: string }[];
    expect(mine.map((i) => i.kind)).toEqual(["rental", "rental", "order"]);
    expect(mine[0]).toMatchObject(OVERDUE);

    const other = await t.createUser();
    expect((await t.send(t.api.user.invoices.$get({}, t.as(other.token)))).body.data).toEqual([]);
    const pdf = await t.call("GET", `/v1/user/invoices/${cycle2}/pdf`, { token: r.token });
    expect(pdf.status).toBe(200);
    expect((await t.call("GET", `/v1/user/invoices/${cycle2}/pdf`, { token: other.token })).status).toBe(404);
    expect((await t.call("GET", `/v1/admin/invoices/${cycle2}/pdf`, { token: admin })).status).toBe(200);

    const edit = await t.send(t.api.admin.invoices[":id"][":status"].$patch({ param: { id: cycle2, status: "paid" } }, t.as(admin)));
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe("conflict");
  });
});
