import { isRouteErrorResponse, useRouteError } from "react-router";
import type { Design } from "../../contract/builder";
import { BuilderPage } from "../components/builder/editor/builder-page";
import { DESIGN_STASH_KEY } from "../components/builder/editor/use-design-actions";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { ButtonLink } from "../components/ui/button";
import { client as browserClient } from "../lib/browser-api";
import { paintFirst } from "../lib/paint-first";
import { unstash } from "../lib/return-to";
import { serverContext } from "../lib/server-context";
import { call } from "../lib/typed-api";
import type { Route } from "./+types/builder";

/** The builder paints its options first; the 3-D view needs the scripts in any case (ADR 054). */
export const handle = paintFirst;

/** The options and base prices come with the page; the 3-D code loads after it, only here. */
export async function loader({ context }: Route.LoaderArgs) {
  const { client } = context.get(serverContext);
  return { catalog: await call(client.builder.options.$get()) };
}

type Kept = { design: Design; name: string; id: string | null };

/** Back from logging in, the design comes along; `?from=<id>` starts from a shared design as a new one. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const from = new URL(request.url).searchParams.get("from");
  const kept = unstash<Kept>(DESIGN_STASH_KEY);
  const shared = !kept && from ? await call(browserClient.designs[":id"].$get({ param: { id: from } })).catch(() => null) : null;
  // The owner edits their design in place; anyone else starts a copy of it.
  const start: Kept | null = kept ?? (shared ? { design: shared.design, name: shared.mine ? shared.name : `${shared.name} (copy)`, id: shared.mine ? shared.id : null } : null);
  return { ...(await serverLoader()), start };
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  return pageMeta({
    root,
    title: `Container builder: design your modified container | ${root.settings.siteName}`,
    description: "Choose a 10, 20 or 40 ft container and place roll-up doors, windows, vents, insulation, power and paint in 3-D. Priced as you build.",
    path: "/builder",
  });
}

export default function Builder({ loaderData }: Route.ComponentProps) {
  const start = "start" in loaderData ? loaderData.start : null;
  return <BuilderPage key={start ? "kept" : "new"} catalog={loaderData.catalog} initial={start ? { ...start, mine: Boolean(start.id) } : undefined} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? String(error.data) : error instanceof Error ? error.message : "An error occurred";
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">The builder could not load</h1>
      <p role="alert" className="mt-4 text-red-700">{message}</p>
      <ButtonLink to="/contact" className="mt-8">Ask us instead</ButtonLink>
    </div>
  );
}

