import type { ProductList } from "../../contract/catalog";
import { formatUsd } from "../../contract/money";
import { serverContext } from "../lib/server-context";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(serverContext);
  const res = await api.get<ProductList>("/products/products", { limit: 5 });
  return { products: res.data.products };
}

export function meta() {
  return [{ title: "Shipping Container Sales, Rentals & Mods | Boxyard" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Shipping Container Sales, Rentals &amp; Mods</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {loaderData.products.map((p) => (
          <li key={p.id} className="rounded border p-3">
            <a href={`/product/${p.id}`} className="font-semibold">{p.name}</a>
            <p>{formatUsd(p.price)}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
