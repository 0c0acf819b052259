import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { productFormData, sampleProduct } from "../../../test/fixtures/product-uploads.ts";
import { stockProducts } from "../../../test/fixtures/stock.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";

let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser();
  base = `/v1/admin/users/${customer.user.id}`;
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token: admin, body });
const address = { type: "shipping", street: "9 Dock Rd", city: "Houston", state: "TX", postalCode: "77001", country: "USA", isDefault: false };

describe("admin user tabs", () => {
  it("addresses: add (required fields checked), edit, set default, delete", async () => {
    const missing = await call("POST", `${base}/addresses`, { ...address, street: " ", city: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ street: "Street is required", city: "City is required" });
    const first = await call("POST", `${base}/addresses`, address);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Address added successfully.");
    const second = (await call("POST", `${base}/addresses`, { ...address, street: "10 Dock Rd" })).body.data;
    const edit = await call("PUT", `${base}/addresses/${second.id}`, { ...address, street: "11 Dock Rd", phone: "713-555-0100" });
    expect(edit.body).toMatchObject({ message: "Address updated successfully.", data: { street: "11 Dock Rd", phone: "713-555-0100" } });
    const def = await call("PATCH", `${base}/addresses/${second.id}/default`);
    expect(def.body.message).toBe("Default address updated.");
    const list = (await call("GET", `${base}/addresses`)).body.data;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual([second.id]);
    expect((await call("DELETE", `${base}/addresses/${first.body.data.id}`)).body.message).toBe("Address removed.");
    expect((await call("GET", `${base}/addresses`)).body.data).toHaveLength(1);
    // The customer sees what the admin did.
    expect((await t.call("GET", "/v1/user/addresses", { token: customer.token })).body.data[0].street).toBe("11 Dock Rd");
  });

  it("another user's address id is 404 through this user's path", async () => {
    const other = await t.createUser();
    const theirs = (await call("POST", `/v1/admin/users/${other.user.id}/addresses`, address)).body.data;
    expect((await call("DELETE", `${base}/addresses/${theirs.id}`)).status).toBe(404);
  });

  it("payment methods: list, edit, set default, delete", async () => {
    const card = (n: string) => ({ cardholderName: "Pat Buyer", cardType: "visa", lastFourDigits: n, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, isDefault: false });
    const a = (await t.call("POST", "/v1/user/payment-methods", { token: customer.token, body: card("4242") })).body.data;
    const b = (await t.call("POST", "/v1/user/payment-methods", { token: customer.token, body: card("1111") })).body.data;
    expect((await call("GET", `${base}/payment-methods`)).body.data).toHaveLength(2);
    const edit = await call("PUT", `${base}/payment-methods/${b.id}`, {
      cardholderName: "Pat Q. Buyer",
      expiryMonth: 1,
      expiryYear: new Date().getFullYear() + 5,
      billingAddress: { street: "1 A St", city: "Miami", state: "FL", postalCode: "33101", country: "USA" },
      isDefault: false,
    });
    expect(edit.body).toMatchObject({ message: "Payment method updated.", data: { cardholderName: "Pat Q. Buyer", lastFourDigits: "1111" } });
    expect((await call("PATCH", `${base}/payment-methods/${b.id}/default`)).body.message).toBe("Default payment method updated.");
    const list = (await call("GET", `${base}/payment-methods`)).body.data;
    expect(list[0]).toMatchObject({ id: b.id, isDefault: true });
    expect((await call("DELETE", `${base}/payment-methods/${a.id}`)).body.message).toBe("Payment method removed.");
    expect((await call("GET", `${base}/payment-methods`)).body.data).toHaveLength(1);
  });

  it("cart: read, change a quantity, remove a line, clear", async () => {
    const product = (await t.call("POST", "/v1/admin/products", { token: admin, raw: productFormData(sampleProduct({ price: 1000, dimensions: [] })) })).body.data;
    await stockProducts(t.db, [product.id], 10); // a product is sold only from stock
    const line = { productId: product.id, selectedDelivery: { method: "crane" } };
    await t.call("POST", "/v1/user/cart", { token: customer.token, body: { ...line, quantity: 1 } });
    await t.call("POST", "/v1/user/cart", { token: customer.token, body: { productId: product.id, selectedDelivery: { method: "flatbed" }, quantity: 1 } });
    const cart = (await call("GET", `${base}/cart`)).body.data;
    expect(cart.items).toHaveLength(2);
    const updated = await call("PATCH", `${base}/cart/items`, { ...line, quantity: 3 });
    expect(updated.body.message).toBe("Cart updated.");
    expect(updated.body.data.items.find((i: { selectedDelivery: { method: string } }) => i.selectedDelivery.method === "crane").quantity).toBe(3);
    const removed = await call("DELETE", `${base}/cart/items`, line);
    expect(removed.body).toMatchObject({ message: "Item removed from cart." });
    expect(removed.body.data.items).toHaveLength(1);
    const cleared = await call("DELETE", `${base}/cart`);
    expect(cleared.body).toMatchObject({ message: "Cart cleared.", data: { items: [], total: 0 } });
  });

  it("orders and invoices of the user, newest first", async () => {
    const older = await insertOrder(t.db, customer.user.id, { createdAt: new Date(Date.now() - 86400000) });
    const newer = await insertOrder(t.db, customer.user.id);
    const orders = (await call("GET", `${base}/orders`)).body.data;
    expect(orders.map((o: { id: string }) => o.id)).toEqual([newer.order.id, older.order.id]);
    const invoices = (await call("GET", `${base}/invoices`)).body.data;
    expect(invoices.map((i: { id: string }) => i.id)).toEqual([newer.invoice.id, older.invoice.id]);
  });
});
