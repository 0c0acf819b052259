import { eq } from "drizzle-orm";
import { DRY_RUN_REASONS, FAIL_REASON_LABELS, type FailInput } from "../../../contract/dispatch.ts";
import { users } from "../../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { mailBrand } from "../../lib/mail-kit/compose.ts";
import { addDryRunFee } from "../../modules/billing/index.ts";
import { driverOfUser, failedDropMail, getDeliveryRates, localToday, lockDriverDrop, recordFailed } from "../../modules/logistics/index.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";

/**
 * "Could not deliver" (POST /driver/drops/{orderId}/failed, ADR 085), in one transaction with the order locked: the
 * drop is finished as failed with its reason; when the reason is the site not matching the customer's checklist
 * (not clear, other ground, no access for the truck) the dry-run fee of the delivery rates goes on the invoice
 * (billing's `addDryRunFee`, audited); the customer is mailed. The order keeps its status: dispatch reschedules it
 * and assigns it again.
 */
export async function failDrop(deps: AppDeps, userId: string, orderId: string, input: FailInput): Promise<{ dryRunFeeCents: number | null }> {
  const driver = await driverOfUser(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    const { order } = await lockDriverDrop(tx, driver, orderId);
    const now = deps.now();
    const settings = await getSiteSettings(tx);
    const charged = DRY_RUN_REASONS.includes(input.reason) ? (await getDeliveryRates(tx)).dryRunCents : 0;
    const label = FAIL_REASON_LABELS[input.reason];
    if (charged > 0) await addDryRunFee(tx, { orderId: order.id, cents: charged, actorId: driver.userId, what: `${localToday(now, settings.timeZone)}, ${label}`, now });
    const dryRunCents = charged > 0 ? charged : null;
    await recordFailed(tx, order.id, { reason: input.reason, note: input.note || null, dryRunCents, now });
    await recordAudit(tx, { actorId: driver.userId, action: "order.drop_failed", entity: "order", entityId: order.id, details: { reason: input.reason, note: input.note ?? null, dryRunCents } });
    const [customer] = await tx.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, order.userId));
    await deps.mailer.enqueue(tx, await failedDropMail({ to: customer.email, name: customer.name, orderId: order.id, brand: mailBrand(settings, deps.env.PUBLIC_URL), reason: label.replace(/ \(.*\)$/, "").toLowerCase(), dryRunCents }));
    return { dryRunFeeCents: dryRunCents };
  });
}
