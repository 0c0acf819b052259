import { Form } from "react-router";
import { Button, ButtonLink } from "../../ui/button";
import { Field } from "../../ui/field";

export const AUDIT_FILTERS = ["actor", "action", "entity", "entityId", "from", "to"] as const;
export type AuditFilterValues = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

/** Who, what, which object, which days: a GET form, so a filtered view is a link to share. */
export function AuditFilters({ values, errors }: { values: AuditFilterValues; errors: Record<string, string> }) {
  return (
    <Form method="get" className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
      <Field label="Who" name="actor" defaultValue={values.actor} placeholder="Name or e-mail" error={errors.actor} />
      <Field label="What" name="action" defaultValue={values.action} placeholder="order.refunded" error={errors.action} />
      <Field label="Object" name="entity" defaultValue={values.entity} placeholder="order, user, product" error={errors.entity} />
      <Field label="Object id" name="entityId" defaultValue={values.entityId} error={errors.entityId} />
      <Field label="From" name="from" type="date" defaultValue={values.from} error={errors.from} />
      <Field label="To" name="to" type="date" defaultValue={values.to} error={errors.to} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3 lg:justify-end">
        <Button type="submit">Filter</Button>
        <ButtonLink to="/admin/audit" variant="secondary">Clear</ButtonLink>
      </div>
    </Form>
  );
}
