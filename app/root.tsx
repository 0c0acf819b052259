import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { THEME_BOOT_SCRIPT } from "./lib/admin-theme";
import { AfterPaintScripts, useHydratedMark } from "./lib/after-paint-scripts";
import { isPaintFirst } from "./lib/paint-first";
import { serverContext } from "./lib/server-context";
import { ZOD_JITLESS_SCRIPT } from "./lib/zod-jitless";
import { call } from "./lib/typed-api";

export async function loader({ context }: Route.LoaderArgs) {
  const { client, nonce, publicUrl } = context.get(serverContext);
  // The tax table is the admin's and the server's (checkout taxes there): no page reads it, and every page's
  // first HTML carried it twice (rendered data and its hydration copy; ADR 048).
  const { salesTaxBps: _taxes, ...settings } = await call(client.settings.$get());
  return { settings, nonce, publicUrl };
}

/**
 * Settings rarely change: keep them across client navigations instead of refetching on each. A form
 * submission or an explicit `revalidate()` (the URL stays the same; the admin settings page calls it
 * after a save) loads them again.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const paintFirstPage = isPaintFirst(useMatches().map((m) => m.handle));
  useHydratedMark();
  return (
    // The boot script may add class="dark" before React hydrates: that difference is expected.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheet and any paint: an admin who chose dark never sees a light flash. Before any
            module: zod never probes for eval (a CSP violation otherwise, see lib/zod-jitless). */}
        <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT + ZOD_JITLESS_SCRIPT }} />
        {/* With a precedence React puts the stylesheet right after the viewport, ahead of the ~30 module
            preloads: first paint waits for this file, so it must not queue behind scripts. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        {/* On a paint-first page the scripts come once the first paint is on screen (ADR 066). */}
        {paintFirstPage ? <AfterPaintScripts nonce={data?.nonce} /> : <Scripts nonce={data?.nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-600">
        {notFound ? "The page you asked for does not exist." : "An error occurred. Please reload the page or try again later."}
      </p>
      <a href="/" className="mt-8 inline-block rounded bg-orange-600 px-5 py-3 font-semibold text-white">Back to the home page</a>
    </main>
  );
}
