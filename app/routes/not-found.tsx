import { data } from "react-router";
import { SiteShell } from "../components/site/site-shell";
import { infoPageMeta } from "../components/site/seo";
import { ButtonLink } from "../components/ui/button";
import type { Route } from "./+types/not-found";

/** Any unknown URL: a real 404 status, inside the site's header and footer. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return infoPageMeta(matches, "Page not found", "The page you asked for does not exist.", location.pathname, true);
}

function NotFoundPage() {
  return (
    <SiteShell>
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-sm font-semibold tracking-wider text-orange-700 uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-4 text-slate-600">The page you asked for does not exist or has moved.</p>
        <div className="mt-8 flex justify-center gap-3">
          <ButtonLink to="/">Back to the home page</ButtonLink>
          <ButtonLink to="/shop" variant="secondary">Browse the shop</ButtonLink>
        </div>
      </div>
    </SiteShell>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default NotFoundPage;
