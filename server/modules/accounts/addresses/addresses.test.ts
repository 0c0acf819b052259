import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";

let t: TestApp;
let alice: { token: string; user: { id: string } };
let bob: { token: string; user: { id: string } };

type AddressJson = Parameters<typeof t.api.user.addresses.$post>[0]["json"];
/** The route's body with phone and additionalInfo optional, as the schema takes them (its inferred type wants both). */
type AddressBody = Omit<AddressJson, "phone" | "additionalInfo"> & Partial<Pick<AddressJson, "phone" | "additionalInfo">>;

const home: AddressBody = { street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101" };

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser();
  bob = await t.createUser();
});
afterAll(() => t.close());

const add = (token: string, body: AddressBody) => t.send(t.api.user.addresses.$post({ json: body as AddressJson }, t.as(token)));

describe("customer addresses", () => {
  it("adds an address with type shipping and country USA by default, and lists it", async () => {
    const res = await add(alice.token, home);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...home, type: "shipping", country: "USA", phone: null, additionalInfo: null });
    const list = await t.send(t.api.user.addresses.$get({}, t.as(alice.token)));
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([res.body.data.id]);
  });

  it("gives field errors for what a delivery needs", async () => {
    const res = await add(alice.token, { street: " ", city: "", state: "", postalCode: "ABC", country: "USA" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      street: "Street is required",
      city: "City is required",
      state: "State is required",
      postalCode: expect.stringContaining("ZIP"),
    });
  });

  it("accepts ZIP+4 in the USA and free postal codes elsewhere", async () => {
    expect((await add(alice.token, { ...home, postalCode: "33101-1234", type: "billing" })).status).toBe(201);
    expect((await add(alice.token, { ...home, postalCode: "33101-12" })).status).toBe(400);
    expect((await add(alice.token, { ...home, postalCode: "M5V 2T6", country: "Canada" })).status).toBe(201);
  });

  it("keeps one default per type: the first is default, a new default clears the old one", async () => {
    const u = await t.createUser();
    const first = await add(u.token, home);
    expect(first.body.data.isDefault).toBe(true);
    const second = await add(u.token, { ...home, street: "2 Dock St", isDefault: true });
    expect(second.body.data.isDefault).toBe(true);
    const billing = await add(u.token, { ...home, type: "billing" });
    expect(billing.body.data.isDefault).toBe(true);

    const rows = await t.db.select().from(addresses).where(eq(addresses.userId, u.user.id));
    const defaults = rows.filter((r) => r.isDefault).map((r) => `${r.type}:${r.id}`);
    expect(defaults.sort()).toEqual([`billing:${billing.body.data.id}`, `shipping:${second.body.data.id}`].sort());

    const patched = await t.send(t.api.user.addresses[":id"].default.$patch({ param: { id: first.body.data.id } }, t.as(u.token)));
    expect(patched.status).toBe(200);
    expect(patched.body.status).toBe("success");
    const list = (await t.send(t.api.user.addresses.$get({}, t.as(u.token)))).body.data;
    const shippingDefaults = list.filter((a: { type: string; isDefault: boolean }) => a.type === "shipping" && a.isDefault);
    expect(shippingDefaults.map((a: { id: string }) => a.id)).toEqual([first.body.data.id]);
    expect(list.find((a: { id: string }) => a.id === billing.body.data.id).isDefault).toBe(true);
  });

  it("concurrent default changes never break the one-default rule", async () => {
    const u = await t.createUser();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await add(u.token, { ...home, street: `${i} Race St` })).body.data.id);
    const results = await Promise.all([
      ...ids.map((id) => t.send(t.api.user.addresses[":id"].default.$patch({ param: { id } }, t.as(u.token)))),
      add(u.token, { ...home, street: "New default", isDefault: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await t.db.select().from(addresses).where(eq(addresses.userId, u.user.id));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("updates and deletes the customer's own address", async () => {
    const created = (await add(alice.token, { ...home, street: "9 Pier Rd" })).body.data;
    const put = await t.send(t.api.user.addresses[":id"].$put({ param: { id: created.id }, json: { ...home, street: "10 Pier Rd", phone: "305-555-0199", additionalInfo: "Gate code 42" } }, t.as(alice.token)));
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id: created.id, street: "10 Pier Rd", phone: "305-555-0199", additionalInfo: "Gate code 42" });
    const bad = await t.send(t.api.user.addresses[":id"].$put({ param: { id: created.id }, json: { ...home, city: "" } as AddressJson }, t.as(alice.token)));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.city).toBe("City is required");

    const del = await t.send(t.api.user.addresses[":id"].$delete({ param: { id: created.id } }, t.as(alice.token)));
    expect(del.status).toBe(200);
    expect(del.body.status).toBe("success");
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, created.id));
    expect(row).toBeUndefined();
  });

  it("deleting the default hands the default to the newest remaining address of that type (issue 18)", async () => {
    const u = await t.createUser();
    const oldest = (await add(u.token, { ...home, street: "1 Old Rd" })).body.data;
    const newer = (await add(u.token, { ...home, street: "2 Newer Rd" })).body.data;
    const billing = (await add(u.token, { ...home, type: "billing" })).body.data;
    const chosen = (await add(u.token, { ...home, street: "3 Chosen Rd", isDefault: true })).body.data;
    expect((await t.send(t.api.user.addresses[":id"].$delete({ param: { id: chosen.id } }, t.as(u.token)))).status).toBe(200);

    const rows = await t.db.select().from(addresses).where(eq(addresses.userId, u.user.id));
    const defaults = rows.filter((r) => r.isDefault).map((r) => r.id).sort();
    expect(defaults).toEqual([newer.id, billing.id].sort());
    expect(rows.find((r) => r.id === oldest.id)?.isDefault).toBe(false);

    // Deleting a non-default leaves the default where it is; deleting the last one leaves nothing to promote.
    await t.send(t.api.user.addresses[":id"].$delete({ param: { id: oldest.id } }, t.as(u.token)));
    await t.send(t.api.user.addresses[":id"].$delete({ param: { id: newer.id } }, t.as(u.token)));
    const left = await t.db.select().from(addresses).where(eq(addresses.userId, u.user.id));
    expect(left.map((r) => [r.id, r.isDefault])).toEqual([[billing.id, true]]);
  });

  it("refuses another customer's address with 404 on every call and leaves it untouched", async () => {
    const mine = (await add(alice.token, { ...home, street: "Alice's own" })).body.data;
    const calls = [
      t.send(t.api.user.addresses[":id"].$put({ param: { id: mine.id }, json: { ...home, street: "Hijacked" } as AddressJson }, t.as(bob.token))),
      t.send(t.api.user.addresses[":id"].$delete({ param: { id: mine.id } }, t.as(bob.token))),
      t.send(t.api.user.addresses[":id"].default.$patch({ param: { id: mine.id } }, t.as(bob.token))),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const bobs = await t.send(t.api.user.addresses.$get({}, t.as(bob.token)));
    expect(bobs.body.data).toEqual([]);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, mine.id));
    expect(row.street).toBe("Alice's own");
  });

  it("answers 404 for an id that is not a uuid", async () => {
    expect((await t.send(t.api.user.addresses[":id"].$delete({ param: { id: "not-a-uuid" } }, t.as(alice.token)))).status).toBe(404);
  });

  it("refuses anonymous callers with 401 on every call", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const calls = [
      t.send(t.api.user.addresses.$get({})),
      t.send(t.api.user.addresses.$post({ json: home as AddressJson })),
      t.send(t.api.user.addresses[":id"].$put({ param: { id }, json: home as AddressJson })),
      t.send(t.api.user.addresses[":id"].$delete({ param: { id } })),
      t.send(t.api.user.addresses[":id"].default.$patch({ param: { id } })),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });
});
