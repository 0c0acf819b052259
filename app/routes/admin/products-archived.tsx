import { Link, useFetcher } from "react-router";
import { countOf, formatDate, formatUsd } from "../../../contract/money";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, submitJson } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/products-archived";

export const meta = () => adminMeta("Archived products");

export const clientLoader = async () => ({ products: await call(client.admin.products.archived.$get()) });

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const { id } = await actionInput<{ id: string }>(request);
  try {
    const restored = await call(client.admin.products[":id"].restore.$post({ param: { id } }));
    return { ok: true, text: `Product “${restored.name}” restored: it is back in the shop, and in the carts that held it.` };
  } catch (err) {
    return { ok: false, text: err instanceof Error ? err.message : "The product could not be restored.", errors: {} };
  }
}

/** Products deleted while orders or carts held them: hidden from the shop until restored here. */
export default function ArchivedProducts({ loaderData: { products } }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>();
  const busyId = fetcher.state !== "idle" ? (fetcher.json as { id: string } | undefined)?.id : undefined;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const where = (p: (typeof products)[number]) => [p.cartLines ? `in ${countOf(p.cartLines, "cart")}` : "", p.orderLines ? `on ${countOf(p.orderLines, "order line")}` : ""].filter(Boolean).join(", ") || "in no cart or order";
  return (
    <>
      <p className="mb-2 text-sm"><Link to="/admin/products" className="font-semibold text-orange-700 hover:underline">← Products</Link></p>
      <PageHeader title="Archived products" description="Deleted while orders or carts held them: hidden from the shop, shown as “no longer available” in carts. Restore puts one back." />
      {answer && <Alert tone={answer.ok ? "success" : "error"} className="mb-4">{answer.text}</Alert>}
      <Card>
        {products.length === 0 && <p className="p-10 text-center text-slate-600">No archived products.</p>}
        {products.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {products.map((p) => (
              <li key={p.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900">{p.name}</p>
                  <p className="text-sm text-slate-600">{[p.sku, formatUsd(p.price), `archived ${formatDate(p.archivedAt)}`].filter(Boolean).join(" · ")}</p>
                  <p className="text-xs text-slate-500">Still {where(p)}</p>
                </div>
                <Button variant="secondary" size="sm" disabled={busyId !== undefined} aria-label={`Restore ${p.name}`} onClick={() => void fetcher.submit({ id: p.id }, submitJson)}>
                  {busyId === p.id ? "Restoring..." : "Restore"}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Archived products" />;
