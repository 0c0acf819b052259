import { like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Design } from "../../../contract/builder.ts";
import { mediaObjects } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";

/**
 * Design snapshots stay bounded (issue 45, finding 4): saving a design again deletes the picture it replaces
 * (through the job queue), a snapshot over 2048 px a side or 1.5 MB is refused with 413, and an account saves at
 * most 30 times in 10 minutes (429 with Retry-After).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, work: ["mail-send", "media-remove"] });
});
afterAll(() => t.close());

const design = { base: { lengthFt: 20, highCube: false, condition: "new" }, modifications: [] } as unknown as Design;
const png = async (width: number, height: number, color = "#88aacc") =>
  `data:image/png;base64,${(await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer()).toString("base64")}`;

async function storedSnapshots(): Promise<string[]> {
  const rows = await t.db.select({ key: mediaObjects.key }).from(mediaObjects).where(like(mediaObjects.key, "designs/%"));
  return rows.map((r) => r.key).sort();
}

/** The removal jobs run in the background: waits until the store holds `count` snapshots. */
async function untilStored(count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const keys = await storedSnapshots();
    if (keys.length === count) return keys;
    await new Promise((r) => setTimeout(r, 100));
  }
  return storedSnapshots();
}

describe("saving a design again", () => {
  it("keeps one snapshot per design however often it is saved, the current one", async () => {
    const before = (await storedSnapshots()).length;
    const { token } = await t.createUser();
    const snapshot = await png(64, 32);
    const first = await t.send(t.api.user.designs.$post({ json: { name: "Office", design, snapshot } }, t.as(token)));
    expect(first.status).toBe(200);
    const id = first.body.data.id;
    let imageUrl = first.body.data.imageUrl;
    for (let i = 0; i < 20; i++) {
      const again = await t.send(t.api.user.designs.$post({ json: { id, name: `Office ${i}`, design, snapshot } }, t.as(token)));
      expect(again.status).toBe(200);
      imageUrl = again.body.data.imageUrl;
    }
    const keys = await untilStored(before + 1);
    expect(keys).toHaveLength(before + 1);
    const current = imageUrl.replace(/^\/media\//, "");
    expect(keys).toContain(current);
    expect(await t.deps.media.get(current)).not.toBeNull();
  });

  it("parallel saves over one design leave one snapshot, the one the design shows", async () => {
    const { token } = await t.createUser();
    const first = await t.send(t.api.user.designs.$post({ json: { name: "Race", design, snapshot: await png(16, 16) } }, t.as(token)));
    const before = (await untilStored((await storedSnapshots()).length)).length;
    const snapshot = await png(16, 16, "#cc8844");
    const saves = await Promise.all(Array.from({ length: 6 }, (_, i) => t.send(t.api.user.designs.$post({ json: { id: first.body.data.id, name: `Race ${i}`, design, snapshot } }, t.as(token)))));
    expect(saves.map((s) => s.status)).toEqual(Array(6).fill(200));
    const shown = (await t.send(t.api.designs[":id"].$get({ param: { id: first.body.data.id } }))).body.data.imageUrl;
    const keys = await untilStored(before);
    expect(keys).toHaveLength(before);
    expect(keys).toContain(shown.replace(/^\/media\//, ""));
  });

  it("a save without a snapshot keeps the picture it has", async () => {
    const { token } = await t.createUser();
    const first = await t.send(t.api.user.designs.$post({ json: { name: "Keep", design, snapshot: await png(8, 8) } }, t.as(token)));
    const count = (await storedSnapshots()).length;
    const renamed = await t.send(t.api.user.designs.$post({ json: { id: first.body.data.id, name: "Kept", design } }, t.as(token)));
    expect(renamed.body.data.imageUrl).toBe(first.body.data.imageUrl);
    await new Promise((r) => setTimeout(r, 300));
    expect(await storedSnapshots()).toHaveLength(count);
  });

  it("someone else's design id stores nothing (the picture is not left behind)", async () => {
    const owner = await t.createUser();
    const { id } = (await t.send(t.api.user.designs.$post({ json: { name: "Theirs", design } }, t.as(owner.token)))).body.data;
    const count = (await storedSnapshots()).length;
    const other = await t.createUser();
    const stolen = await t.send(t.api.user.designs.$post({ json: { id, name: "Mine", design, snapshot: await png(8, 8) } }, t.as(other.token)));
    expect(stolen.status).toBe(404);
    expect(await untilStored(count)).toHaveLength(count);
  });
});

describe("snapshot size", () => {
  it("refuses a picture over 2048 px a side with 413 payload_too_large, naming the field, storing nothing", async () => {
    const { token } = await t.createUser();
    const count = (await storedSnapshots()).length;
    const wide = await t.send(t.api.user.designs.$post({ json: { name: "Wide", design, snapshot: await png(2049, 10) } }, t.as(token)));
    expect(wide.status).toBe(413);
    expect(wide.body).toMatchObject({ code: "payload_too_large", errors: { snapshot: expect.stringMatching(/2048/) } });
    const huge = await t.send(t.api.user.designs.$post({ json: { name: "Huge", design, snapshot: await png(4000, 4000) } }, t.as(token)));
    expect(huge.status).toBe(413);
    const fits = await t.send(t.api.user.designs.$post({ json: { name: "Fits", design, snapshot: await png(2048, 1024) } }, t.as(token)));
    expect(fits.status).toBe(200);
    expect(await storedSnapshots()).toHaveLength(count + 1);
  });
});

describe("saves per account", () => {
  it("allows 30 saves in 10 minutes, then 429 with Retry-After", async () => {
    const { token } = await t.createUser();
    const save = () => t.send(t.api.user.designs.$post({ json: { name: "Busy", design } }, t.as(token)));
    for (let i = 0; i < 30; i++) expect((await save()).status).toBe(200);
    const refused = await save();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not held back by this one.
    const other = await t.createUser();
    expect((await t.send(t.api.user.designs.$post({ json: { name: "Calm", design } }, t.as(other.token)))).status).toBe(200);
  });
});
