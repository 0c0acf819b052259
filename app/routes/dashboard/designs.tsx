import type { DesignSummaryDto } from "../../../contract/builder";
import { formatDate, formatUsd } from "../../../contract/money";
import { DashIcon } from "../../components/dashboard/layout/dashboard-icons";
import { EmptyState, Panel } from "../../components/dashboard/panel";
import { TabError } from "../../components/dashboard/tab-error";
import { ButtonLink } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/designs";

export const clientLoader = async () => ({ designs: await call(client.user.designs.$get()) });

/** Saved container-builder designs, each priced now, with its share link. */
export default function DesignsTab({ loaderData: { designs } }: Route.ComponentProps) {
  return (
    <Panel title="Designs" description="Containers you designed in the builder, priced as of today.">
      {designs.length === 0 ? (
        <EmptyState icon={<DashIcon name="box" className="size-6" />} title="No designs yet">
          <p>Design a modified container with doors, windows, insulation and power.</p>
          <ButtonLink to="/builder" className="mt-4">Start building</ButtonLink>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {designs.map((d: DesignSummaryDto) => (
            <li key={d.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              {d.imageUrl ? <img src={d.imageUrl} alt="" className="aspect-[1200/630] w-full object-cover" loading="lazy" /> : <div className="aspect-[1200/630] bg-slate-100" />}
              <div className="space-y-1 p-4">
                <h3 className="font-semibold text-slate-900">{d.name}</h3>
                <p className="text-sm text-slate-600">{d.base} · {formatUsd(d.price)} · saved {formatDate(d.updatedAt)}</p>
                <div className="flex gap-2 pt-2">
                  <ButtonLink size="sm" to={`/builder/d/${d.id}`}>Open</ButtonLink>
                  <ButtonLink size="sm" variant="secondary" to={`/builder?from=${d.id}`}>Edit</ButtonLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Designs" label="designs" />;
