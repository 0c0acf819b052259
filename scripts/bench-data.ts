import pg from "pg";

/**
 * Grows the seeded demo catalog to `target` visible products by cloning it in SQL (names, SKUs, prices,
 * categories, dimensions, conditions, delivery options and images), then refreshes planner statistics.
 */
export async function growCatalog(databaseUrl: string, target: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from products where hidden_at is null");
    const missing = target - rows[0].n;
    if (missing <= 0) return;
    await client.query("begin");
    await client.query(
      `create temp table bench_map on commit drop as
       select gen_random_uuid() as new_id, t.id as tpl_id, g
       from (select id from products where hidden_at is null) t cross join generate_series(1, $1::int) g
       order by g, t.id limit $2`,
      [Math.ceil(missing / Math.max(1, rows[0].n)), missing],
    );
    await client.query(`insert into products (id, name, sku, description, base_price_cents, specifications, created_at, updated_at)
      select m.new_id, p.name || ' – lot ' || m.g, p.sku || '-L' || m.g, p.description, p.base_price_cents + (m.g % 97) * 100,
             p.specifications, p.created_at - make_interval(mins => m.g), now()
      from bench_map m join products p on p.id = m.tpl_id`);
    await client.query(`insert into product_categories (product_id, category_slug)
      select m.new_id, pc.category_slug from bench_map m join product_categories pc on pc.product_id = m.tpl_id`);
    await client.query(`insert into delivery_options (product_id, position, method, price_cents)
      select m.new_id, d.position, d.method, d.price_cents from bench_map m join delivery_options d on d.product_id = m.tpl_id`);
    await client.query(`insert into product_images (product_id, position, url, width, height, variants, alt)
      select m.new_id, i.position, i.url, i.width, i.height, i.variants, i.alt
      from bench_map m join product_images i on i.product_id = m.tpl_id and i.dimension_id is null`);
    await client.query(`create temp table bench_dim on commit drop as
      select gen_random_uuid() as new_id, d.id as tpl_id, m.new_id as product_id from bench_map m join product_dimensions d on d.product_id = m.tpl_id`);
    await client.query(`insert into product_dimensions (id, product_id, position, dimension, size_ft, price_cents, description, specifications)
      select bd.new_id, bd.product_id, d.position, d.dimension, d.size_ft, d.price_cents, d.description, d.specifications
      from bench_dim bd join product_dimensions d on d.id = bd.tpl_id`);
    await client.query(`insert into product_conditions (dimension_id, position, condition, price_cents, description, specifications)
      select bd.new_id, c.position, c.condition, c.price_cents, c.description, c.specifications
      from bench_dim bd join product_conditions c on c.dimension_id = bd.tpl_id`);
    await client.query("commit");
    await client.query("analyze");
  } catch (err) {
    await client.query("rollback").catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
