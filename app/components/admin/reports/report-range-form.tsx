import { Form } from "react-router";
import { SALES_GROUPINGS } from "../../../../contract/reports";
import { Button } from "../../ui/button";
import { Field, SelectField } from "../../ui/field";

/** The reports' range and the sales grouping, in the URL (a GET form), so a view can be bookmarked and shared. */
export function ReportRangeForm({ from, to, by, errors }: { from: string; to: string; by: string; errors?: Record<string, string> }) {
  return (
    <Form method="get" className="mb-6 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" aria-label="Report range">
      <Field label="From" type="date" name="from" defaultValue={from} error={errors?.from} className="sm:w-44" />
      <Field label="To" type="date" name="to" defaultValue={to} error={errors?.to} className="sm:w-44" />
      <SelectField label="Sales by" name="by" defaultValue={by} error={errors?.by} className="col-span-2 sm:w-44">
        {SALES_GROUPINGS.map((g) => <option key={g} value={g}>{g[0].toUpperCase() + g.slice(1)}</option>)}
      </SelectField>
      <Button type="submit" className="col-span-2 sm:col-span-1">Show</Button>
    </Form>
  );
}
