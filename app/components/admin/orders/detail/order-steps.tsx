import { useState } from "react";
import { useFetcher } from "react-router";
import { ORDER_STEP_LABELS, ORDER_TRANSITIONS, type OrderStatus } from "../../../../../contract/order-steps";
import type { OrderDto } from "../../../../../contract/orders";
import { type ActionResult, submitJson } from "../../../../lib/route-action";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";

export type StepIntent = { intent: "step"; status?: OrderStatus; deliveryDate?: string };

/** Before dispatch the order page's own "Cancel order…" (with its reason, refund and restock: docs/decisions/089) cancels. */
export const cancellableBeforeDispatch = (o: Pick<OrderDto, "status">) => o.status === "pending" || o.status === "processing" || o.status === "confirmed";

/** The steps the order's state allows (docs/decisions/074); "processing" is the edit form's, not a button here. */
const offered = (o: OrderDto) =>
  ORDER_TRANSITIONS[o.status as OrderStatus].filter((s) => s !== "processing" && s !== "pending" && !(s === "cancelled" && (o.amountPaid > o.amountRefunded || cancellableBeforeDispatch(o))));

/**
 * The order's next steps for the admin: the status moves the state machine allows and, while a drop is booked and
 * not delivered, a new delivery day. The server checks each again (409 with the reason) and mails the customer.
 */
export function OrderSteps({ order, bookedDate }: { order: OrderDto; bookedDate: string | null }) {
  const fetcher = useFetcher<ActionResult>();
  const [date, setDate] = useState("");
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const send = (intent: StepIntent) => void fetcher.submit(intent, submitJson);
  const steps = offered(order);
  const movable = bookedDate !== null && order.status !== "delivered" && order.status !== "cancelled";
  if (!steps.length && !movable) return <p className="text-sm text-slate-600">{order.status === "delivered" ? "Delivered: no further step." : "Cancelled: no further step."}</p>;
  return (
    <div className="space-y-3">
      {answer && <Alert tone={answer.ok ? "success" : "error"}>{answer.ok ? answer.text : (answer.errors.status ?? answer.errors.deliveryDate ?? answer.text)}</Alert>}
      {steps.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {steps.map((s) => (
            <Button key={s} size="sm" variant={s === "cancelled" ? "danger" : "secondary"} disabled={busy} onClick={() => send({ intent: "step", status: s })}>{ORDER_STEP_LABELS[s]}</Button>
          ))}
        </div>
      )}
      {movable && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); if (date) send({ intent: "step", deliveryDate: date }); }}>
          <Field label="Move delivery to" type="date" className="min-w-40 flex-1" value={date} onChange={(e) => setDate(e.target.value)} hint="The depot's open days, free trucks, holidays and lead time apply" />
          <Button type="submit" size="sm" disabled={busy || !date}>Move delivery</Button>
        </form>
      )}
    </div>
  );
}
