import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { sampleProduct } from "../../../test/fixtures/product-uploads.ts";
import { stockProducts } from "../../../test/fixtures/stock.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";

let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser();
});
afterAll(() => t.close());

type AddressJson = Parameters<(typeof t.api.admin.users)[":id"]["addresses"]["$post"]>[0]["json"];
// No phone or additional info: the schema takes them absent (its inferred type wants both).
const address = { type: "shipping", street: "9 Dock Rd", city: "Houston", state: "TX", postalCode: "77001", country: "USA", isDefault: false } as AddressJson;

describe("admin user tabs", () => {
  it("addresses: add (required fields checked), edit, set default, delete", async () => {
    const missing = await t.send(t.api.admin.users[":id"].addresses.$post({ param: { id: customer.user.id }, json: { ...address, street: " ", city: "" } }, t.as(admin)));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ street: "Street is required", city: "City is required" });
    const first = await t.send(t.api.admin.users[":id"].addresses.$post({ param: { id: customer.user.id }, json: address }, t.as(admin)));
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Address added successfully.");
    const second = (await t.send(t.api.admin.users[":id"].addresses.$post({ param: { id: customer.user.id }, json: { ...address, street: "10 Dock Rd" } }, t.as(admin)))).body.data;
    const edit = await t.send(t.api.admin.users[":id"].addresses[":addrId"].$put({ param: { id: customer.user.id, addrId: second.id }, json: { ...address, street: "11 Dock Rd", phone: "713-555-0100" } }, t.as(admin)));
    expect(edit.body).toMatchObject({ message: "Address updated successfully.", data: { street: "11 Dock Rd", phone: "713-555-0100" } });
    const def = await t.send(t.api.admin.users[":id"].addresses[":addrId"].default.$patch({ param: { id: customer.user.id, addrId: second.id } }, t.as(admin)));
    expect(def.body.message).toBe("Default address updated.");
    const list = (await t.send(t.api.admin.users[":id"].addresses.$get({ param: { id: customer.user.id } }, t.as(admin)))).body.data;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual([second.id]);
    expect((await t.send(t.api.admin.users[":id"].addresses[":addrId"].$delete({ param: { id: customer.user.id, addrId: first.body.data.id } }, t.as(admin)))).body.message).toBe("Address removed.");
    expect((await t.send(t.api.admin.users[":id"].addresses.$get({ param: { id: customer.user.id } }, t.as(admin)))).body.data).toHaveLength(1);
    // The customer sees what the admin did.
    expect((await t.send(t.api.user.addresses.$get({}, t.as(customer.token)))).body.data[0].street).toBe("11 Dock Rd");
  });

  it("another user's address id is 404 through this user's path", async () => {
    const other = await t.createUser();
    const theirs = (await t.send(t.api.admin.users[":id"].addresses.$post({ param: { id: other.user.id }, json: address }, t.as(admin)))).body.data;
    expect((await t.send(t.api.admin.users[":id"].addresses[":addrId"].$delete({ param: { id: customer.user.id, addrId: theirs.id } }, t.as(admin)))).status).toBe(404);
  });

  it("payment methods: list, edit, set default, delete", async () => {
    const card = (n: string) => ({ cardholderName: "Pat Buyer", cardType: "visa" as const, lastFourDigits: n, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, isDefault: false });
    const a = (await t.send(t.api.user["payment-methods"].$post({ json: card("4242") }, t.as(customer.token)))).body.data;
    const b = (await t.send(t.api.user["payment-methods"].$post({ json: card("1111") }, t.as(customer.token)))).body.data;
    expect((await t.send(t.api.admin.users[":id"]["payment-methods"].$get({ param: { id: customer.user.id } }, t.as(admin)))).body.data).toHaveLength(2);
    const edit = await t.send(t.api.admin.users[":id"]["payment-methods"][":pmId"].$put({ param: { id: customer.user.id, pmId: b.id }, json: {
      cardholderName: "Pat Q. Buyer",
      expiryMonth: 1,
      expiryYear: new Date().getFullYear() + 5,
      billingAddress: { street: "1 A St", city: "Miami", state: "FL", postalCode: "33101", country: "USA" },
      isDefault: false,
    } }, t.as(admin)));
    expect(edit.body).toMatchObject({ message: "Payment method updated.", data: { cardholderName: "Pat Q. Buyer", lastFourDigits: "1111" } });
    expect((await t.send(t.api.admin.users[":id"]["payment-methods"][":pmId"].default.$patch({ param: { id: customer.user.id, pmId: b.id } }, t.as(admin)))).body.message).toBe("Default payment method updated.");
    const list = (await t.send(t.api.admin.users[":id"]["payment-methods"].$get({ param: { id: customer.user.id } }, t.as(admin)))).body.data;
    expect(list[0]).toMatchObject({ id: b.id, isDefault: true });
    expect((await t.send(t.api.admin.users[":id"]["payment-methods"][":pmId"].$delete({ param: { id: customer.user.id, pmId: a.id } }, t.as(admin)))).body.message).toBe("Payment method removed.");
    expect((await t.send(t.api.admin.users[":id"]["payment-methods"].$get({ param: { id: customer.user.id } }, t.as(admin)))).body.data).toHaveLength(1);
  });

  it("cart: read, change a quantity, remove a line, clear", async () => {
    const product = (await t.send(t.api.admin.products.$post({ form: { productData: JSON.stringify(sampleProduct({ price: 1000, dimensions: [] })) } }, t.as(admin)))).body.data;
    await stockProducts(t.db, [product.id], 10); // a product is sold only from stock
    const line = { productId: product.id, selectedDelivery: { method: "crane" } };
    await t.send(t.api.user.cart.$post({ json: { ...line, quantity: 1 } }, t.as(customer.token)));
    await t.send(t.api.user.cart.$post({ json: { productId: product.id, selectedDelivery: { method: "flatbed" }, quantity: 1 } }, t.as(customer.token)));
    const cart = (await t.send(t.api.admin.users[":id"].cart.$get({ param: { id: customer.user.id } }, t.as(admin)))).body.data;
    expect(cart.items).toHaveLength(2);
    const updated = await t.send(t.api.admin.users[":id"].cart.items.$patch({ param: { id: customer.user.id }, json: { ...line, quantity: 3 } }, t.as(admin)));
    expect(updated.body.message).toBe("Cart updated.");
    expect(updated.body.data.items.find((i: { selectedDelivery: { method: string } }) => i.selectedDelivery.method === "crane").quantity).toBe(3);
    const removed = await t.send(t.api.admin.users[":id"].cart.items.$delete({ param: { id: customer.user.id }, json: line }, t.as(admin)));
    expect(removed.body).toMatchObject({ message: "Item removed from cart." });
    expect(removed.body.data.items).toHaveLength(1);
    const cleared = await t.send(t.api.admin.users[":id"].cart.$delete({ param: { id: customer.user.id } }, t.as(admin)));
    expect(cleared.body).toMatchObject({ message: "Cart cleared.", data: { items: [], total: 0 } });
  });

  it("orders and invoices of the user, newest first", async () => {
    const older = await insertOrder(t.db, customer.user.id, { createdAt: new Date(Date.now() - 86400000) });
    const newer = await insertOrder(t.db, customer.user.id);
    const orders = (await t.send(t.api.admin.users[":id"].orders.$get({ param: { id: customer.user.id } }, t.as(admin)))).body.data;
    expect(orders.map((o: { id: string }) => o.id)).toEqual([newer.order.id, older.order.id]);
    const invoices = (await t.send(t.api.admin.users[":id"].invoices.$get({ param: { id: customer.user.id } }, t.as(admin)))).body.data;
    expect(invoices.map((i: { id: string }) => i.id)).toEqual([newer.invoice.id, older.invoice.id]);
  });
});
