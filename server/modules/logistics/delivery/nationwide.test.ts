import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { quoteDelivery } from "./quote.ts";

/**
 * Issue 44's promise, "every box to the lower 48", held against the demo catalog and stock: a central ZIP of each of
 * the 50 largest metro areas in the 48 contiguous states (2020 census, fixed here), every container product's every
 * size and condition. A 200 with a price and a date, or 409 `out_of_stock` only when no depot has one.
 */
const METRO_ZIPS: [metro: string, zip: string][] = [
  ["New York", "10001"], ["Los Angeles", "90012"], ["Chicago", "60601"], ["Dallas", "75201"], ["Houston", "77002"],
  ["Washington", "20001"], ["Philadelphia", "19103"], ["Atlanta", "30303"], ["Miami", "33132"], ["Phoenix", "85004"],
  ["Boston", "02108"], ["Riverside", "92501"], ["San Francisco", "94103"], ["Detroit", "48226"], ["Seattle", "98101"],
  ["Minneapolis", "55401"], ["San Diego", "92101"], ["Tampa", "33602"], ["Denver", "80202"], ["Baltimore", "21202"],
  ["St. Louis", "63101"], ["Orlando", "32801"], ["Charlotte", "28202"], ["San Antonio", "78205"], ["Portland", "97204"],
  ["Austin", "78701"], ["Sacramento", "95814"], ["Pittsburgh", "15222"], ["Las Vegas", "89101"], ["Cincinnati", "45202"],
  ["Kansas City", "64106"], ["Columbus", "43215"], ["Indianapolis", "46204"], ["Cleveland", "44113"], ["Nashville", "37203"],
  ["San Jose", "95113"], ["Virginia Beach", "23451"], ["Jacksonville", "32202"], ["Providence", "02903"], ["Raleigh", "27601"],
  ["Milwaukee", "53202"], ["Oklahoma City", "73102"], ["Memphis", "38103"], ["Richmond", "23219"], ["Louisville", "40202"],
  ["Salt Lake City", "84101"], ["New Orleans", "70112"], ["Hartford", "06103"], ["Buffalo", "14202"], ["Birmingham", "35203"],
];

const NOW = new Date("2026-11-23T15:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => NOW });
}, 120_000);
afterAll(() => t.close());

/** Every container variant of the demo catalog by the labels the quote takes, with the units all depots hold. */
async function containerVariants() {
  const rows = await t.db
    .select({
      productId: products.id,
      name: products.name,
      dimension: productDimensions.dimension,
      condition: productConditions.condition,
      units: sql<number>`(select coalesce(sum(s.on_hand - s.reserved), 0)::int from stock s where s.product_id = ${products.id}
        and s.dimension_id = ${productDimensions.id} and s.condition_id is not distinct from ${productConditions.id})`,
    })
    .from(products)
    .innerJoin(productDimensions, eq(productDimensions.productId, products.id))
    .leftJoin(productConditions, eq(productConditions.dimensionId, productDimensions.id))
    .where(and(isNull(products.hiddenAt), isNotNull(productDimensions.sizeFt)))
    .orderBy(asc(products.name), asc(productDimensions.position), asc(productConditions.position));
  return rows.map((r) => ({ ...r, units: Number(r.units) }));
}

describe("nationwide delivery over the demo catalog", () => {
  it("quotes every container variant to each of the 50 largest lower-48 metros, or 409 only when sold out everywhere", async () => {
    const variants = await containerVariants();
    expect(variants.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let quoted = 0;
    // The route's own function (GET /v1/delivery/quote is this call and the envelope): 6,000 quotes through HTTP
    // would take minutes; an HttpError's status and code are what the route answers. The HTTP path is checked below.
    for (const v of variants) {
      const answers = await Promise.all(
        METRO_ZIPS.map(([, zip]) =>
          quoteDelivery(t.db, { productId: v.productId, dimension: v.dimension, condition: v.condition ?? undefined, quantity: 1, zip, now: NOW }).then(
            (quote) => ({ status: 200, code: null, quote }),
            (err: unknown) => (err instanceof HttpError ? { status: err.status, code: err.code, message: err.message, quote: null } : Promise.reject(err)),
          ),
        ),
      );
      answers.forEach((a, i) => {
        const what = `${METRO_ZIPS[i][0]} ${METRO_ZIPS[i][1]}: ${v.name} ${v.dimension} ${v.condition ?? ""}`;
        if (v.units <= 0) {
          if (a.status !== 409 || a.code !== "out_of_stock") failures.push(`${what} → ${a.status} ${a.code ?? ""} (sold out everywhere)`);
          return;
        }
        const option = a.quote?.options[0];
        if (!option || !(option.price > 0) || !/^\d{4}-\d{2}-\d{2}$/.test(option.earliestDate)) failures.push(`${what} → ${a.status} ${"message" in a ? a.message : ""}`);
        else quoted++;
      });
    }
    expect(failures).toEqual([]);
    expect(quoted).toBeGreaterThan(50 * 100);
  }, 600_000);

  it("answers the same through HTTP: the Miami case and a long-haul quote naming its route", async () => {
    const [first] = (await containerVariants()).filter((v) => v.name === "10ft Storage Container");
    const res = await t.send(t.api.delivery.quote.$get({ query: { productId: first.productId, dimension: first.dimension, condition: first.condition ?? undefined, zip: "33132" } }));
    expect(res.status).toBe(200);
    expect(res.body.data.options[0]).toMatchObject({ price: expect.any(Number), earliestDate: expect.stringMatching(/^\d{4}-/), routeNote: expect.stringMatching(/^ships from /) });
  });

  it("refuses Alaska, Hawaii and Puerto Rico with 422 out_of_area", async () => {
    const [v] = (await containerVariants()).filter((x) => x.units > 0);
    for (const zip of ["99501", "99701", "96813", "96720", "00901", "00725"]) {
      const res = await t.send(t.api.delivery.quote.$get({ query: { productId: v.productId, dimension: v.dimension, zip } }));
      expect(res.status, zip).toBe(422);
      expect(res.body.code, zip).toBe("out_of_area");
    }
  });
});
