import type { ProductSummary } from "../../../../contract/catalog";
import { formatUsd } from "../../../../contract/money";
import { Button } from "../../ui/button";
import { AdminIcon } from "../layout/admin-icons";

const PLACEHOLDER = "data:image/svg+xml;utf8," + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#e2e8f0"/><path d="M20 32l8-10 6 7 4-5 6 8z" fill="#94a3b8"/></svg>');

function Actions({ p, onEdit, onDelete }: { p: ProductSummary; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" className="p-2" onClick={onEdit}>
        <AdminIcon name="edit" className="size-4" label={`Edit ${p.name}`} />
      </Button>
      <Button variant="ghost" size="sm" className="p-2 hover:bg-red-50 hover:text-red-700" onClick={onDelete}>
        <AdminIcon name="trash" className="size-4" label={`Delete ${p.name}`} />
      </Button>
    </div>
  );
}

const thumb = (p: ProductSummary) => <img src={p.images[0] ?? PLACEHOLDER} alt="" className="h-12 w-16 rounded-md border border-slate-200 bg-slate-100 object-cover" loading="lazy" />;

/** Image, Name, SKU, Price, Actions: a table from 640 px, stacked rows below it. */
export function ProductTable({ products, onEdit, onDelete }: { products: ProductSummary[]; onEdit: (p: ProductSummary) => void; onDelete: (p: ProductSummary) => void }) {
  return (
    <>
      <ul className="divide-y divide-slate-100 sm:hidden">
        {products.map((p) => (
          <li key={p.id} className="flex items-center gap-3 px-4 py-3">
            {thumb(p)}
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-semibold break-words text-slate-900">{p.name}</p>
              <p className="text-sm text-slate-600">{p.sku ?? "—"} · {formatUsd(p.price)}</p>
            </div>
            <Actions p={p} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">Image</th>
            <th scope="col" className="px-4 py-3">Name</th>
            <th scope="col" className="px-4 py-3">SKU</th>
            <th scope="col" className="px-4 py-3 text-right">Price</th>
            <th scope="col" className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((p) => (
            <tr key={p.id} className="hover:bg-slate-50">
              <td className="px-4 py-2">{thumb(p)}</td>
              <td className="px-4 py-2 font-medium text-slate-900">{p.name}</td>
              <td className="px-4 py-2 font-mono text-xs text-slate-600">{p.sku ?? "—"}</td>
              <td className="px-4 py-2 text-right whitespace-nowrap text-slate-900">{formatUsd(p.price)}</td>
              <td className="px-4 py-2"><Actions p={p} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
