import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { SandboxCardForm } from "../components/cart/sandbox-card-form";
import { SavedCardOffer, useSavedCards } from "../components/cart/saved-card-offer";
import { SandboxSummary } from "../components/cart/sandbox-summary";
import { ApiError } from "../lib/api";
import { serverContext } from "../lib/server-context";
import { call } from "../lib/typed-api";
import type { Route } from "./+types/pay.sandbox";

/** The sandbox provider's hosted page: standalone (no shop header), like a card provider's own site. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { client } = context.get(serverContext);
  try {
    return { session: await call(client.payments.sandbox.sessions[":id"].$get({ param: { id: params.sessionId } })) };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data("Payment session not found", { status: 404 });
    throw err;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.session.merchantName ?? "Checkout";
  return [{ title: `Pay ${name} | Sandbox checkout` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Never cache a payment page: its status changes the moment it is paid. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

function Closed({ title, body, href, cta }: { title: string; body: string; href: string; cta: string }) {
  return (
    <div className="py-6 text-center lg:text-left">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{body}</p>
      <a href={href} className="mt-6 inline-flex rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600">{cta}</a>
    </div>
  );
}

/** An open page: the customer's kept sandbox card first when they have one (ADR 082), then a new card. */
function OpenPage({ session }: { session: Route.ComponentProps["loaderData"]["session"] }) {
  const cards = useSavedCards("sandbox");
  return (
    <SavedCardOffer provider="sandbox" sessionId={session.id} cards={cards}>
      <SandboxCardForm session={session} />
    </SavedCardOffer>
  );
}

export default function SandboxPayPage({ loaderData }: Route.ComponentProps) {
  const { session } = loaderData;
  return (
    <div className="min-h-screen bg-white lg:grid lg:grid-cols-2">
      <section aria-label="Order summary" className="border-b border-slate-200 bg-slate-50 px-5 py-8 sm:px-10 lg:border-r lg:border-b-0 lg:py-16">
        <div className="mx-auto max-w-md lg:mr-0 lg:ml-auto lg:pr-10">
          {session.status === "open" && (
            <a href={session.cancelUrl} className="mb-6 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-orange-600">
              <span aria-hidden="true">←</span> Cancel and return to {session.merchantName}
            </a>
          )}
          <SandboxSummary session={session} />
        </div>
      </section>
      <main className="px-5 py-8 sm:px-10 lg:py-16">
        <div className="mx-auto max-w-md lg:mr-auto lg:ml-0 lg:pl-10">
          {session.status === "open" && <OpenPage session={session} />}
          {session.status === "paid" && <Closed title="Payment complete" body="This payment has already been made. No further charge will be taken." href={session.successUrl} cta="View your receipt" />}
          {session.status === "expired" && <Closed title="This payment page is closed" body="It was cancelled or has expired, and no charge was made. Return to your cart to check out again." href="/dashboard/cart" cta="Back to Cart" />}
          <p className="mt-10 text-center text-xs text-slate-400">Boxyard sandbox payments · test mode, no real charges</p>
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-md px-5 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{missing ? "Payment page not found" : "Something went wrong"}</h1>
      <p className="mt-3 text-slate-600">{missing ? "This payment link is not valid. Return to the shop and check out again." : "Please reload the page."}</p>
      <a href="/dashboard/cart" className="mt-8 inline-flex rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white">Back to Cart</a>
    </main>
  );
}
