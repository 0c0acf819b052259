import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { baseLabel } from "../../contract/builder-labels";
import { formatUsd } from "../../contract/money";
import { BuilderPage } from "../components/builder/editor/builder-page";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { ButtonLink } from "../components/ui/button";
import { ApiError } from "../lib/api";
import { serverContext } from "../lib/server-context";
import { call } from "../lib/typed-api";
import type { Route } from "./+types/builder.design";

/** A shared design, read-only, rendered on the server so link previews get its title, text and picture. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { client } = context.get(serverContext);
  try {
    const [design, catalog] = await Promise.all([call(client.designs[":id"].$get({ param: { id: params.id } })), call(client.builder.options.$get())]);
    return { design, catalog };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw data("Design not found", { status: 404 });
    throw err;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  const d = loaderData?.design;
  if (!d) return [{ title: `Design not found | ${root.settings.siteName}` }, { name: "robots", content: "noindex" }];
  const items = d.quote.lines.filter((l) => l.code !== "base").map((l) => l.label);
  return pageMeta({
    root,
    title: `${d.name}: a custom ${baseLabel(d.design.base)} container | ${root.settings.siteName}`,
    description: `${items.length ? items.slice(0, 6).join(", ") : "A plain box"}. ${formatUsd(d.quote.price)}, ready in ${d.quote.leadTimeDays} business days.`,
    path: `/builder/d/${d.id}`,
    image: d.imageUrl ?? undefined,
    imageAlt: d.name,
  });
}

export default function SharedDesign({ loaderData: { design, catalog } }: Route.ComponentProps) {
  return <BuilderPage catalog={catalog} readOnly initial={{ design: design.design, name: design.name, id: design.id, mine: design.mine, price: design.quote }} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? "Design not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-600">{notFound ? "The link is wrong or the design was deleted." : "Please try again."}</p>
      <ButtonLink to="/builder" className="mt-8">Start your own design</ButtonLink>
    </div>
  );
}
