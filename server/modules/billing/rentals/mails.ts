import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { type MailContent, button, composeMail, figures, mailBrand, paragraph, rows } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { agreementFileName, renderAgreementPdf } from "./agreement-pdf.ts";
import { type RentalInvoiceRow, loadRental } from "./view.ts";

const money = (cents: number) => formatUsd(cents / 100);
type Deps = Pick<AppDeps, "mailer" | "env">;
/** A mail without its brand: the shop's settings are added when it is sent (or previewed). */
export type Body = Omit<MailContent, "brand">;

/** Renders `body` in the shop's layout and queues it in `tx` (outbox). */
async function send(deps: Deps, tx: DbOrTx, body: Body) {
  const brand = mailBrand(await getSiteSettings(tx), deps.env.PUBLIC_URL);
  await deps.mailer.enqueue(tx, await composeMail({ ...body, brand }));
}

/** The agreement: start, monthly amount, deposit and term; its PDF attached when there is one (not in the preview). */
export function rentalAgreementContent(customer: { name: string; email: string }, dto: { productName: string; startDate: string; monthlyAmount: number; deposit: number; pickupFee: number; minimumEndDate: string; nextBillDate: string | null }, publicUrl: string, pdf?: { filename: string; content: Buffer }): Body {
  return {
    to: customer.email,
    subject: `Your rental agreement: ${dto.productName}`,
    heading: "Your rental is confirmed",
    blocks: [
      paragraph(`Hi ${customer.name},`),
      paragraph(`Your rental of a ${dto.productName} is confirmed. The agreement is attached.`),
      paragraph(`Start (delivery) date: ${formatDate(dto.startDate)}; then ${formatUsd(dto.monthlyAmount)} per month, charged to your card on file.`),
      figures([
        { label: "Monthly", value: `${formatUsd(dto.monthlyAmount)} / month`, strong: true },
        { label: "Refundable deposit", value: formatUsd(dto.deposit) },
        { label: "Pick-up fee at the end", value: formatUsd(dto.pickupFee) },
      ]),
      paragraph(`Minimum term until ${formatDate(dto.minimumEndDate)}. Next bill: ${dto.nextBillDate ? formatDate(dto.nextBillDate) : "none"}.`),
      button("Manage it in your account", `${publicUrl}/dashboard/rentals`),
    ],
    ...(pdf ? { attachments: [{ ...pdf, contentType: "application/pdf" }] } : {}),
  };
}

/** The agreement with its PDF attached, sent when the rental is paid (in the fulfilment transaction). */
export async function enqueueAgreementMail(deps: Deps, tx: DbOrTx, agreementId: string) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  const { dto, customer } = found;
  const pdf = await renderAgreementPdf(dto, customer, await getSiteSettings(tx));
  await send(deps, tx, rentalAgreementContent(customer, dto, deps.env.PUBLIC_URL, { filename: agreementFileName(dto.id), content: pdf }));
}

type Customer = { name: string; email: string };
type RentalFacts = { productName: string; variant: string | null; nextBillDate: string | null; deposit: number };
type Charge = Pick<RentalInvoiceRow, "invoiceNumber" | "kind" | "periodStart" | "periodEnd" | "amountCents">;

/** The rental bill: what a monthly charge (or the pick-up fee) took, for which period, and what comes next. */
export function rentalReceiptContent(customer: Customer, dto: RentalFacts, invoice: Charge, publicUrl: string): Body {
  const period = `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`;
  const what = invoice.kind === "pickup" ? "pick-up fee" : `rent for ${period}`;
  return {
    to: customer.email,
    subject: `Receipt ${invoice.invoiceNumber}: ${dto.productName}`,
    heading: `Receipt ${invoice.invoiceNumber}`,
    blocks: [
      paragraph(`Hi ${customer.name},`),
      paragraph(`We received ${money(invoice.amountCents)}, ${what} (invoice ${invoice.invoiceNumber}). Thank you.`),
      rows([["Rental", `${dto.productName}${dto.variant && !dto.productName.includes(dto.variant) ? ` (${dto.variant})` : ""}`], ...(invoice.kind === "pickup" ? [] : [["Period", period] as [string, string]]), ["Next bill", dto.nextBillDate ? formatDate(dto.nextBillDate) : "none"]]),
      figures([
        { label: invoice.kind === "pickup" ? "Pick-up fee" : "Rent and waiver", value: money(invoice.amountCents) },
        { label: "Total paid", value: money(invoice.amountCents), strong: true },
        { label: "Refundable deposit held", value: formatUsd(dto.deposit) },
      ]),
      button("Your rentals", `${publicUrl}/dashboard/rentals`),
    ],
  };
}

/** Receipt of a monthly charge (or of an overdue cycle paid by link): the rental bill. */
export async function enqueueReceiptMail(deps: Deps, tx: DbOrTx, agreementId: string, invoice: RentalInvoiceRow) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  await send(deps, tx, rentalReceiptContent(found.customer, found.dto, invoice, deps.env.PUBLIC_URL));
}

/** Reminder `step` (1: the day of the decline, 2: day 3, 3: day 7), each with the way to pay. */
export function rentalDunningContent(customer: Customer, productName: string, agreementId: string, invoice: Pick<Charge, "invoiceNumber" | "amountCents">, step: number, publicUrl: string): Body {
  const lead = step === 1 ? "Your card was declined for this month's rent." : step === 2 ? "A reminder: this month's rent is still unpaid." : "Final reminder: this month's rent is still unpaid.";
  return {
    to: customer.email,
    subject: `${step === 3 ? "Final reminder" : "Payment needed"}: ${money(invoice.amountCents)} for your ${productName} rental`,
    heading: step === 3 ? "Final reminder: rent unpaid" : "Payment needed",
    blocks: [
      paragraph(`Hi ${customer.name},`),
      paragraph(`${lead} Invoice ${invoice.invoiceNumber}: ${money(invoice.amountCents)}.`),
      figures([{ label: "Balance due", value: money(invoice.amountCents), strong: true }]),
      button("Pay it on our secure payment page", `${publicUrl}/dashboard/rentals?pay=${agreementId}`),
      paragraph("You can also update your card there."),
    ],
  };
}

export async function enqueueDunningMail(deps: Deps, tx: DbOrTx, agreementId: string, invoice: RentalInvoiceRow, step: number) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  await send(deps, tx, rentalDunningContent(found.customer, found.dto.productName, agreementId, invoice, step, deps.env.PUBLIC_URL));
}

/** The admin is told once the reminders went unanswered. */
export async function enqueueAdminAlert(deps: Deps, tx: DbOrTx, agreementId: string, invoice: RentalInvoiceRow) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  await send(deps, tx, {
    to: deps.env.ADMIN_EMAIL,
    subject: `Overdue rental: ${found.customer.name}, ${money(invoice.amountCents)}`,
    heading: "Overdue rental",
    signOff: null,
    blocks: [
      paragraph(`${found.customer.name} <${found.customer.email}> has not paid invoice ${invoice.invoiceNumber} (${money(invoice.amountCents)}) after three reminders.`),
      paragraph(`Agreement ${agreementId}: ${found.dto.productName}.`),
      button("Rentals", `${deps.env.PUBLIC_URL}/admin/rentals`),
    ],
  });
}

/** The deposit settled at the end: what comes back, and what was kept and why. */
export function rentalDepositContent(customer: Customer, rental: { productName: string; deposit: number }, d: { refundCents: number; deductionCents: number; reason: string }, publicUrl: string): Body {
  const kept = d.deductionCents > 0 ? [paragraph(`We kept ${money(d.deductionCents)} of your ${formatUsd(rental.deposit)} deposit: ${d.reason}.`)] : [];
  const back = d.refundCents > 0 ? `We refunded ${money(d.refundCents)} to the card you paid with; it shows on your statement within 5–10 business days.` : "No part of the deposit comes back.";
  return {
    to: customer.email,
    subject: d.refundCents > 0 ? `Deposit refunded: ${money(d.refundCents)} for your ${rental.productName} rental` : `Your ${rental.productName} rental deposit`,
    heading: "Your rental deposit",
    blocks: [
      paragraph(`Hi ${customer.name},`),
      paragraph(`Your rental of a ${rental.productName} has ended.`),
      ...kept,
      paragraph(back),
      figures([
        { label: "Deposit", value: formatUsd(rental.deposit) },
        { label: "Kept", value: money(d.deductionCents) },
        { label: "Refunded", value: money(d.refundCents), strong: true },
      ]),
      button("Your rentals", `${publicUrl}/dashboard/rentals`),
    ],
  };
}

export async function enqueueDepositMail(deps: Deps, tx: DbOrTx, agreementId: string, d: { refundCents: number; deductionCents: number; reason: string }) {
  const found = await loadRental(tx, agreementId);
  if (!found) return;
  await send(deps, tx, rentalDepositContent(found.customer, found.dto, d, deps.env.PUBLIC_URL));
}
