import { Form } from "react-router";
import { Button } from "../../ui/button";
import { Field, SelectField } from "../../ui/field";

type Depot = { id: string; city: string; state: string; open: boolean };

/** The depot and day the board shows; a GET form, so the choice lives in the URL. */
export function DispatchDayForm({ depots, depotId, date }: { depots: Depot[]; depotId: string; date: string }) {
  return (
    <Form method="get" className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <SelectField label="Depot" name="depotId" defaultValue={depotId}>
        {depots.filter((d) => d.open || d.id === depotId).map((d) => <option key={d.id} value={d.id}>{d.city}, {d.state}</option>)}
      </SelectField>
      <Field label="Day" type="date" name="date" defaultValue={date} />
      <Button type="submit" variant="secondary">Show day</Button>
    </Form>
  );
}
