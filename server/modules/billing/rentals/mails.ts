import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { agreementFileName, renderAgreementPdf } from "./agreement-pdf.ts";
import { type RentalInvoiceRow, loadRental } from "./view.ts";

const money = (cents: number) => formatUsd(cents / 100);

/** The agreement with its PDF attached, sent when the rental is paid (in the fulfilment transaction). */
export async function enqueueAgreementMail(deps: AppDeps, tx: DbOrTx, agreementId: string) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  const { dto, customer } = found;
  const pdf = await renderAgreementPdf(dto, customer, await getSiteSettings(tx));
  const text = [
    `Hi ${customer.name},`,
    "",
    `Your rental of a ${dto.productName} is confirmed. The agreement is attached.`,
    `Start (delivery) date: ${formatDate(dto.startDate)}; then ${formatUsd(dto.monthlyAmount)} per month, charged to your card on file.`,
    `Minimum term until ${formatDate(dto.minimumEndDate)}. Next bill: ${dto.nextBillDate ? formatDate(dto.nextBillDate) : "none"}.`,
    "",
    `Manage it in your account: ${deps.env.PUBLIC_URL}/dashboard/rentals`,
  ].join("\n");
  await deps.mailer.enqueue(tx, {
    to: customer.email,
    subject: `Your rental agreement: ${dto.productName}`,
    text,
    attachments: [{ filename: agreementFileName(dto.id), content: pdf, contentType: "application/pdf" }],
  });
}

/** Receipt of a monthly charge (or of an overdue cycle paid by link). */
export async function enqueueReceiptMail(deps: AppDeps, tx: DbOrTx, agreementId: string, invoice: RentalInvoiceRow) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  const what = invoice.kind === "pickup" ? "pick-up fee" : `rent for ${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`;
  await deps.mailer.enqueue(tx, {
    to: found.customer.email,
    subject: `Receipt ${invoice.invoiceNumber}: ${found.dto.productName}`,
    text: [`Hi ${found.customer.name},`, "", `We received ${money(invoice.amountCents)}, ${what} (invoice ${invoice.invoiceNumber}). Thank you.`, "", `${deps.env.PUBLIC_URL}/dashboard/rentals`].join("\n"),
  });
}

/** Reminder `step` (1: the day of the decline, 2: day 3, 3: day 7), each with the way to pay. */
export async function enqueueDunningMail(deps: AppDeps, tx: DbOrTx, agreementId: string, invoice: RentalInvoiceRow, step: number) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  const lead = step === 1 ? "Your card was declined for this month's rent." : step === 2 ? "A reminder: this month's rent is still unpaid." : "Final reminder: this month's rent is still unpaid.";
  await deps.mailer.enqueue(tx, {
    to: found.customer.email,
    subject: `${step === 3 ? "Final reminder" : "Payment needed"}: ${money(invoice.amountCents)} for your ${found.dto.productName} rental`,
    text: [
      `Hi ${found.customer.name},`,
      "",
      `${lead} Invoice ${invoice.invoiceNumber}: ${money(invoice.amountCents)}.`,
      `Pay it on our secure payment page: ${deps.env.PUBLIC_URL}/dashboard/rentals?pay=${agreementId}`,
      "You can also update your card there.",
    ].join("\n"),
  });
}

/** The admin is told once the reminders went unanswered. */
export async function enqueueAdminAlert(deps: AppDeps, tx: DbOrTx, agreementId: string, invoice: RentalInvoiceRow) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  await deps.mailer.enqueue(tx, {
    to: deps.env.ADMIN_EMAIL,
    subject: `Overdue rental: ${found.customer.name}, ${money(invoice.amountCents)}`,
    text: [`${found.customer.name} <${found.customer.email}> has not paid invoice ${invoice.invoiceNumber} (${money(invoice.amountCents)}) after three reminders.`, `Agreement ${agreementId}: ${found.dto.productName}.`, `${deps.env.PUBLIC_URL}/admin/rentals`].join("\n"),
  });
}

/** The deposit settled at the end: what comes back, and what was kept and why. */
export async function enqueueDepositMail(deps: AppDeps, tx: DbOrTx, agreementId: string, d: { refundCents: number; deductionCents: number; reason: string }) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  const kept = d.deductionCents > 0 ? [`We kept ${money(d.deductionCents)} of your ${formatUsd(found.dto.deposit)} deposit: ${d.reason}.`] : [];
  const back = d.refundCents > 0 ? `We refunded ${money(d.refundCents)} to the card you paid with; it shows on your statement within 5–10 business days.` : "No part of the deposit comes back.";
  await deps.mailer.enqueue(tx, {
    to: found.customer.email,
    subject: d.refundCents > 0 ? `Deposit refunded: ${money(d.refundCents)} for your ${found.dto.productName} rental` : `Your ${found.dto.productName} rental deposit`,
    text: [`Hi ${found.customer.name},`, "", `Your rental of a ${found.dto.productName} has ended.`, ...kept, back, "", `${deps.env.PUBLIC_URL}/dashboard/rentals`].join("\n"),
  });
}
