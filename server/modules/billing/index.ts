/**
 * The billing module. Money owed and paid: invoices and their PDFs, credit notes, payments recorded against orders, net terms, and
 * rentals' agreements, monthly charges and close-out;
 * receivables ageing, customer statements and the accounting exports (docs/decisions/086).
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { assertEditable, findInvoice, invoicePdf, invoiceWithOrder, listAllInvoices, lockInvoice, pageOfInvoices, sendInvoice, setInvoiceStatus } from "./invoices/admin-service.ts";
export { assertWithinPaymentCap, paymentCapCents } from "./payments/cap.ts";
export { paidCents } from "./payments/paid-cents.ts";
export { recordPaymentAttempt } from "./payments/payment-attempt.ts";
export { providerOrThrow } from "./payments/provider.ts";
export { renderCreditNotePdf, type CreditNote } from "./pdf/credit-note.ts";
export { pdfSafe } from "./pdf/pdf-safe-text.ts";
export { renderInvoicePdf, type SellerInfo } from "./pdf/render.ts";
export { findInvoiceForUser, listCustomerInvoices, pdfFileName } from "./pdf/service.ts";
export { findSavedCard, listSavedCards, removeSavedCard, type SavedCardRow } from "./saved-cards/service.ts";
export { agreementFileName, renderAgreementPdf } from "./rentals/agreement-pdf.ts";
export { createRentalAgreements } from "./rentals/agreements.ts";
export { startRentalsOnDelivery } from "./rentals/start-on-delivery.ts";
export { addDryRunFee } from "./invoices/dry-run-fee.ts";
export { runRentalBilling } from "./rentals/billing.ts";
export { closeRental } from "./rentals/closeout.ts";
export { openRentalPaymentPage } from "./rentals/links.ts";
export { endRentalsOfRefundedOrder } from "./rentals/order-refund.ts";
export { settleRentalSession } from "./rentals/settle-link.ts";
export { deleteRentalPlan, getRentalPlan, listRentalPlans, plansFor, saveRentalPlan, type RentalPlanRow } from "./rentals/plans.ts";
export { extendRental, listAdminRentals, listPickupDates, listUserRentals, requestPickup, retryRentalCharge } from "./rentals/service.ts";
export { loadRental } from "./rentals/view.ts";
export { remindOverdueInvoices, sendBalanceReminders } from "./terms/jobs.ts";
export { recordInvoicePayment, setUserTerms, type ManualPayment } from "./terms/service.ts";
export { netTermsWarnings, openNetTermsCents } from "./terms/credit.ts";
export { type DayRange, journalCsv, quickbooksCsv } from "./accounting/export-csv.ts";
export { receivablesAgeing } from "./receivables/ageing.ts";
export { customerStatement } from "./receivables/statement.ts";
export { sendStatement, statementPdf } from "./receivables/statement-mail.ts";
export { paymentLinkMail } from "./receivables/payment-link-mail.ts";
// The billing mails' builders, for the admin's mail previews (ADR 081).
export { invoiceMail } from "./invoices/mails.ts";
export { balanceMail, overdueMail } from "./terms/mails.ts";
export { rentalAgreementContent, rentalDepositContent, rentalDunningContent, rentalReceiptContent } from "./rentals/mails.ts";
export { statementMail } from "./receivables/statement-mail.ts";
