import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../contract/settings.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: "admin", fullName: "Sam Settings" });
});
afterAll(() => t.close());

describe("admin settings", () => {
  it("reads, saves and serves the settings to the storefront, with an audit entry of what changed", async () => {
    const current = (await t.send(t.api.admin.settings.$get({}, t.as(admin.token)))).body.data;
    expect(current).toEqual(DEFAULT_SETTINGS);
    const next = { ...current, siteName: "Boxyard Pro", openingHours: "Monday-Saturday 7am-6pm", salesTaxBps: { ...current.salesTaxBps, FL: 650 } };
    const res = await t.send(t.api.admin.settings.$put({ json: next }, t.as(admin.token)));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Settings saved successfully.");
    expect((await t.send(t.api.settings.$get({}))).body.data).toMatchObject({ siteName: "Boxyard Pro", openingHours: "Monday-Saturday 7am-6pm" });
    const [entry] = (await t.send(t.api.admin.audit.$get({ query: { limit: "1" } }, t.as(admin.token)))).body.data;
    expect(entry).toMatchObject({ action: "settings.updated", entity: "settings", actor: { name: "Sam Settings" } });
    expect(entry.details.changed).toEqual(["siteName", "openingHours", "salesTaxBps"]);
    expect(entry.details.changes.siteName).toEqual({ from: "Boxyard", to: "Boxyard Pro" });
  });

  it("refuses invalid settings with field errors and keeps the old ones", async () => {
    const current = (await t.send(t.api.admin.settings.$get({}, t.as(admin.token)))).body.data;
    const res = await t.send(t.api.admin.settings.$put({ json: { ...current, salesEmail: "nope", statesServed: 51, salesTaxBps: { fl: 600 } } }, t.as(admin.token)));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(["salesEmail", "statesServed"]));
    expect((await t.send(t.api.settings.$get({}))).body.data.salesEmail).toBe(current.salesEmail);
  });

  it("stores the holiday calendar: switched-off federal holidays and extra closed dates, refusing a date that is none", async () => {
    const current = (await t.send(t.api.admin.settings.$get({}, t.as(admin.token)))).body.data;
    const bad = await t.send(t.api.admin.settings.$put({ json: { ...current, holidays: { federal: { thanksgiving: false }, closedDates: ["2026-02-30"] } } }, t.as(admin.token)));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).join()).toMatch(/holidays\.closedDates/);
    // Month 13 is no date at all: a 400 naming the field too, not a 500.
    const month13 = await t.send(t.api.admin.settings.$put({ json: { ...current, holidays: { federal: {}, closedDates: ["2026-13-01"] } } }, t.as(admin.token)));
    expect(month13.status).toBe(400);
    expect(Object.keys(month13.body.errors).join()).toMatch(/holidays\.closedDates/);
    const holidays = { federal: { thanksgiving: false }, closedDates: ["2026-11-27"] };
    expect((await t.send(t.api.admin.settings.$put({ json: { ...current, holidays } }, t.as(admin.token)))).status).toBe(200);
    expect((await t.send(t.api.admin.settings.$get({}, t.as(admin.token)))).body.data.holidays).toEqual(holidays);
  });
});
