import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { RentalDto } from "../../../contract/rentals";
import { DashIcon } from "../../components/dashboard/layout/dashboard-icons";
import { EmptyState, Panel } from "../../components/dashboard/panel";
import { TabError } from "../../components/dashboard/tab-error";
import { PickupDialog } from "../../components/rentals/pickup-dialog";
import { type RentalAction, RentalCard } from "../../components/rentals/rental-card";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, submitJson, useOnSuccess } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/rentals";

export const clientLoader = async () => ({ rentals: (await call(client.user.rentals.$get())).data });

type Intent = { intent: "pickup"; id: string; date: string } | { intent: "pay" | "card" | "buyout"; id: string };
type Result = ActionResult & { url?: string };

/** Books a pick-up, or opens a hosted page (pay overdue, new card, buy-out) whose URL the page then goes to. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<Result> {
  const input = await actionInput<Intent>(request);
  const param = { id: input.id };
  if (input.intent === "pickup") {
    return attempt(() => call(client.user.rentals[":id"].pickup.$post({ param, json: { date: input.date, confirm: true } })), "Pick-up booked. We will confirm the time the day before.", "The pick-up could not be booked");
  }
  let url = "";
  const open = { pay: client.user.rentals[":id"].pay, card: client.user.rentals[":id"].card, buyout: client.user.rentals[":id"].buyout }[input.intent];
  const result = await attempt(async () => (url = (await call(open.$post({ param }))).url), "Opening the secure payment page...", "The payment page could not be opened");
  return result.ok ? { ...result, url } : result;
}

const DONE: Record<string, string> = { cycle: "Thank you: your payment was received.", card: "Your new card is saved for the monthly charges.", buyout: "Thank you: the container is yours." };

/** /dashboard/rentals — every agreement with status, next bill, invoices, pick-up, card and buy-out. */
export default function RentalsTab({ loaderData: { rentals } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const [pickup, setPickup] = useState<RentalDto | null>(null);
  const fetcher = useFetcher<Result>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(answer, () => {
    if (answer?.url) window.location.href = answer.url;
    setPickup(null);
  });
  const act = (r: RentalDto, a: RentalAction) => (a === "pickup" ? setPickup(r) : void fetcher.submit({ intent: a, id: r.id }, submitJson));
  const done = params.get("done");
  return (
    <Panel title="Rentals" description="Your rental agreements: next bill, invoices, pick-up and card.">
      {done && DONE[done] && <Alert tone="success" className="mb-4">{DONE[done]}</Alert>}
      {answer && !answer.url && !pickup && <Alert tone={answer.ok ? "success" : "error"} className="mb-4">{answer.text}</Alert>}
      {rentals.length === 0 ? (
        <EmptyState icon={<DashIcon name="calendar" className="size-6" />} title="No rentals yet">
          <p>Rent a storage container or site office by the month.</p>
          <ButtonLink to="/shop/rent" className="mt-4">See rentals</ButtonLink>
        </EmptyState>
      ) : (
        <div className="space-y-5">
          {rentals.map((r) => <RentalCard key={r.id} rental={r} busy={busy} onAction={(a) => act(r, a)} />)}
        </div>
      )}
      {pickup && (
        <PickupDialog
          rental={pickup}
          busy={busy}
          error={answer && !answer.ok ? answer.errors.date ?? answer.text : null}
          onClose={() => setPickup(null)}
          onConfirm={(date) => void fetcher.submit({ intent: "pickup", id: pickup.id, date }, submitJson)}
        />
      )}
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Rentals" label="rentals" />;
