import { Form } from "react-router";
import { Button, ButtonLink } from "../../ui/button";
import { Field, SelectField } from "../../ui/field";

type Depot = { id: string; city: string; state: string };

/** The board's date range and depot, in the URL (a GET form), so a view can be bookmarked and reloaded. */
export function RangeForm({ from, to, depotId, depots, errors }: { from: string; to: string; depotId: string; depots: Depot[]; errors?: Record<string, string> }) {
  return (
    <Form method="get" className="mb-5 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" aria-label="Deliveries range">
      <Field label="From" type="date" name="from" defaultValue={from} error={errors?.from} className="sm:w-44" />
      <Field label="To" type="date" name="to" defaultValue={to} error={errors?.to} className="sm:w-44" />
      <SelectField label="Depot" name="depotId" defaultValue={depotId} className="col-span-2 sm:w-56">
        <option value="">All depots</option>
        {depots.map((d) => (
          <option key={d.id} value={d.id}>{d.city}, {d.state}</option>
        ))}
      </SelectField>
      <div className="col-span-2 flex gap-2">
        <Button type="submit">Show</Button>
        <ButtonLink to="/admin/deliveries" variant="secondary">Next 14 days</ButtonLink>
      </div>
    </Form>
  );
}
