import pg from "pg";

/**
 * Seeds a shop two years into trading, in bulk SQL (generate_series, set-based inserts): `customers` users,
 * `orders` orders over the last 730 days (more of them recently) with 1–3 lines each, their invoices and
 * payments, and `visits` page views over the last 90 days. Statuses follow a plausible mix: most orders
 * delivered and paid, some in progress, a share of checkout attempts left pending or expired (cancelled).
 * setseed makes every run the same shop.
 */
export type AdminData = { customers: number; orders: number; visits: number };

const FIRST = ["James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Carlos", "Karen", "Daniel", "Lisa", "Matthew", "Nancy", "Anthony", "Sofia", "Mark", "Maria", "Luis", "Emily", "Kevin", "Ana"];
const LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young"];
const CITIES = [["Miami", "FL", "33132"], ["Houston", "TX", "77002"], ["Seattle", "WA", "98101"], ["Atlanta", "GA", "30303"], ["Denver", "CO", "80202"], ["Chicago", "IL", "60601"]];

const sqlArray = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(",")}]`;

// Every table is written oldest row first, as a shop fills it: the newest orders, their lines, invoices and
// payments sit together at the end of each table, as they do in production (random order would make every
// "newest 1,000" read scattered pages).
export async function seedAdminData(databaseUrl: string, size: AdminData) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const t = performance.now();
    const r = await client.query(text, values);
    console.log(`  ${label}: ${r.rowCount ?? ""} rows in ${Math.round(performance.now() - t)} ms`);
  };
  try {
    await client.query("begin");
    await client.query("select setseed(0.42)");
    // Customers: 1,024 first/last name pairs (about 50 people share each), unique e-mails and user names, joined over two years.
    await step(
      "customers",
      `insert into users (full_name, user_name, email, phone, password_hash, created_at, updated_at)
       select f || ' ' || l, lower(f || l) || g, lower(f || '.' || l) || g || '@example.com', '(305) 555-' || lpad((g % 10000)::text, 4, '0'),
              'bench-no-login', c, c
       from (select g, (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] f, (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] l,
                    now() - make_interval(secs => (730 * 86400 * power(random(), 1.5))::int) c
             from generate_series(1, $1::int) g) s
       order by c`,
      [size.customers],
    );
    await client.query(`create temp table bench_people on commit drop as
      select row_number() over (order by id) n, id from users where password_hash = 'bench-no-login'`);
    await client.query(`create temp table bench_products on commit drop as
      select row_number() over (order by id) n, id, name, sku, base_price_cents from products where hidden_at is null`);
    // Orders: a created time skewed towards now; a status mix by a uniform draw r.
    await client.query(`create temp table bench_orders on commit drop as
      select gen_random_uuid() id, p.id user_id, now() - make_interval(secs => (730 * 86400 * power(random(), 1.3))::int) created_at, random() r, g
      from generate_series(1, $1::int) g join bench_people p on p.n = 1 + (g * 7919) % (select count(*) from bench_people)`, [size.orders]);
    await client.query(`create temp table bench_lines on commit drop as
      select o.id order_id, p.id product_id, p.name, p.sku, p.base_price_cents unit, 25000 + (o.g % 8) * 5000 delivery, 1 + (o.g + k) % 2 qty
      from bench_orders o cross join lateral generate_series(1, 1 + o.g % 3) k
      join bench_products p on p.n = 1 + ((o.g * 31 + k * 977) % (select count(*) from bench_products))`);
    const city = CITIES.map(([c, s, z], i) => `when ${i} then jsonb_build_object('street', (g % 900 + 100) || ' Harbor Way', 'city', '${c}', 'state', '${s}', 'postalCode', '${z}', 'country', 'US')`).join(" ");
    await step(
      "orders",
      `insert into orders (id, user_id, status, payment_status, shipping_address, subtotal_cents, shipping_cents, tax_cents, total_cents, provider, paid_at, tracking_number, created_at, updated_at)
       select o.id, o.user_id, st.status, st.pay, case o.g % ${CITIES.length} ${city} end, t.sub, t.ship, t.sub * 7 / 100, t.sub + t.ship + t.sub * 7 / 100, 'sandbox',
              case when st.pay <> 'pending' and st.pay <> 'failed' then o.created_at + interval '3 minutes' end,
              case when st.status in ('shipped', 'delivered') then '1Z' || upper(substr(md5(o.id::text), 1, 16)) end, o.created_at, o.created_at
       from bench_orders o
       join (select order_id, sum(unit * qty)::bigint sub, sum(delivery)::bigint ship from bench_lines group by order_id) t on t.order_id = o.id
       cross join lateral (select case
           when o.created_at < now() - interval '30 days' and o.r < 0.70 then 'delivered'
           when o.r < 0.55 then 'delivered' when o.r < 0.63 then 'shipped' when o.r < 0.70 then 'processing'
           when o.r < 0.76 then 'confirmed' when o.r < 0.86 then 'pending' else 'cancelled' end status,
         case when o.r < 0.76 then (case when o.g % 97 = 0 then 'refunded' when o.g % 89 = 0 then 'partially_refunded' else 'paid' end)
           when o.r < 0.86 then 'pending' when o.r < 0.90 then 'refunded' else (case when o.g % 2 = 0 then 'failed' else 'pending' end) end pay) st
       order by o.created_at`,
    );
    await step(
      "order lines",
      `insert into order_items (order_id, product_id, name, sku, dimension, condition, delivery_method, unit_price_cents, delivery_price_cents, quantity, total_cents)
       select order_id, product_id, name, sku, '20ft', 'new', 'tilt-bed', unit, delivery, qty, unit * qty + delivery from bench_lines l join bench_orders o on o.id = l.order_id order by o.created_at`,
    );
    await step(
      "invoices",
      `insert into invoices (invoice_number, order_id, user_id, status, issue_date, due_date, subtotal_cents, tax_cents, shipping_cents, total_cents, terms, created_at, updated_at)
       select 'INV-' || lpad(nextval('invoice_number_seq')::text, 6, '0'), o.id, o.user_id,
              case when o.payment_status in ('paid', 'partially_refunded') then 'paid' when o.payment_status = 'refunded' then 'refunded'
                   when o.status = 'cancelled' then 'cancelled' when o.created_at < now() - interval '30 days' then 'overdue' else 'sent' end,
              o.created_at, o.created_at + interval '30 days', o.subtotal_cents, o.tax_cents, o.shipping_cents, o.total_cents,
              'Payable by card at checkout; otherwise due within 30 days of issue.', o.created_at, o.created_at
       from orders o join bench_orders b on b.id = o.id order by o.created_at`,
    );
    await step(
      "payments",
      `insert into payments (order_id, provider, session_id, provider_payment_id, amount_cents, status, created_at)
       select id, 'sandbox', 'bench_' || id, 'pi_' || substr(md5(id::text), 1, 20), total_cents, 'succeeded', paid_at
       from orders where paid_at is not null and provider = 'sandbox' and id in (select id from bench_orders) order by paid_at`,
    );
    // Visits: about as many a day over the last 90 days, some of them today.
    await step(
      "visits",
      `insert into visits (path, created_at)
       select (array['/', '/shop', '/inventory', '/builder', '/product/' || (g % 5000)])[1 + g % 5], now() - make_interval(secs => (90 * 86400 * random())::int)
       from generate_series(1, $1::int) g order by 2`,
      [size.visits],
    );
    await client.query("commit");
    const t = performance.now();
    await client.query("vacuum analyze");
    console.log(`  vacuum analyze: ${Math.round(performance.now() - t)} ms`);
  } catch (err) {
    await client.query("rollback").catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
