import type { MailMessage } from "../../lib/mail.ts";
import { type MailBrand, composeMail } from "../../lib/mail-kit/compose.ts";
import { addressInUseMail, confirmNewEmailMail, emailChangingMail, resetMail, staffInviteMail, verificationMail } from "../../modules/accounts/index.ts";
import { orderStatusMail } from "../../modules/orders/index.ts";
import { deliveredMail, etaMail, failedDropMail, reminderMail, rescheduledMail } from "../../modules/logistics/index.ts";
import { balanceMail, invoiceMail, overdueMail, paymentLinkMail, statementMail, rentalAgreementContent, rentalDepositContent, rentalDunningContent, rentalReceiptContent } from "../../modules/billing/index.ts";
import { balanceReceivedMail, declinedMail, netTermsConfirmationMail, offerMail, orderConfirmationMail } from "../../modules/sales/index.ts";
import { confirmationMail, customerAcknowledgement, salesNotification, welcomeMail } from "../../modules/leads/index.ts";
import { renderWeeklyReport } from "../../modules/reporting/index.ts";
import type { SiteSettings } from "../../../contract/settings.ts";
import type { Env } from "../../lib/env.ts";
import { refundMail } from "../refund/refund-mail.ts";
import { ADDRESS, AGREEMENT_ID, BOOKING, CUSTOMER, DEPOSIT_PAID, INVOICE, OFFER, ORDER, ORDER_ID, PAID_IN_FULL, RENTAL, RENTAL_CHARGE } from "./samples.ts";
import { QUOTE, WEEKLY } from "./samples-leads.ts";

type Ctx = { brand: MailBrand; settings: SiteSettings; env: Env };
export type MailTemplate = { key: string; name: string; group: "Orders" | "Payments" | "Offers" | "Rentals" | "Deliveries" | "Account" | "Leads" | "Staff"; render: (c: Ctx) => Promise<MailMessage> };

const to = CUSTOMER.email;
const pdf = Buffer.alloc(0);
const token = "sample-token-for-the-preview-only";
const deposit = { ...ORDER, paymentStatus: "deposit_paid", amountPaid: 2298, depositAmount: 2298, balanceDue: 5362 };

/** Every mail the shop sends, each with the sample it is previewed with (ADR 081). The order is the admin list's. */
export const MAIL_TEMPLATES: MailTemplate[] = [
  { key: "order-confirmation", name: "Order confirmation (paid in full)", group: "Orders", render: ({ brand }) => orderConfirmationMail({ to, name: CUSTOMER.name, invoiceNumber: INVOICE.invoiceNumber, dto: ORDER, money: PAID_IN_FULL, brand }) },
  { key: "deposit-confirmation", name: "Order confirmation (deposit paid)", group: "Orders", render: ({ brand }) => orderConfirmationMail({ to, name: CUSTOMER.name, invoiceNumber: INVOICE.invoiceNumber, dto: deposit, money: DEPOSIT_PAID, brand }) },
  { key: "order-status", name: "Order status changed", group: "Orders", render: ({ brand }) => orderStatusMail({ to, name: CUSTOMER.name, orderId: ORDER_ID, status: "shipped", trackingNumber: "1Z999AA10123456784", brand }) },
  { key: "balance-reminder", name: "Balance due before delivery", group: "Payments", render: ({ brand }) => balanceMail({ to, name: CUSTOMER.name, orderRef: ORDER_ID.slice(0, 8).toUpperCase(), total: 7660, paid: 2298, balance: 5362, deliveryDate: BOOKING.date!, shipTo: ADDRESS, link: `${brand.publicUrl}/dashboard/invoices?pay=${INVOICE.id}`, brand }) },
  { key: "balance-received", name: "Balance received (receipt)", group: "Payments", render: ({ brand }) => balanceReceivedMail({ to, name: CUSTOMER.name, invoiceNumber: INVOICE.invoiceNumber, dto: ORDER, money: PAID_IN_FULL, brand }) },
  { key: "invoice", name: "Invoice", group: "Payments", render: ({ brand }) => invoiceMail({ invoice: INVOICE, pdf, fileName: `${INVOICE.invoiceNumber}.pdf`, brand }) },
  { key: "invoice-overdue", name: "Invoice overdue", group: "Payments", render: ({ brand }) => overdueMail({ to, name: CUSTOMER.name, invoice: { invoiceNumber: INVOICE.invoiceNumber, dueDate: new Date("2026-11-20T00:00:00Z"), totalCents: 766000 } as never, owed: 5362, link: `${brand.publicUrl}/dashboard/invoices?pay=${INVOICE.id}`, brand }) },
  { key: "payment-link", name: "Payment link", group: "Payments", render: ({ brand }) => paymentLinkMail({ to, name: CUSTOMER.name, invoiceId: INVOICE.id, invoiceNumber: INVOICE.invoiceNumber, amount: 5362, url: `${brand.publicUrl}/pay/sample`, brand }) },
  { key: "statement", name: "Customer statement", group: "Payments", render: ({ brand }) => statementMail({ to, name: CUSTOMER.name, period: "Nov 1, 2026 – Nov 30, 2026", closing: "$5,362.00", brand }) },
  { key: "refund", name: "Refund and credit note", group: "Payments", render: ({ brand }) => refundMail({ note: { number: "CN-001042-1", invoiceNumber: INVOICE.invoiceNumber, orderRef: ORDER_ID.slice(0, 8).toUpperCase(), date: "2026-11-26T10:00:00.000Z", customer: CUSTOMER, amountCents: 10000, reason: "Paint scratch on delivery", restocked: false }, pdf, brand, refundedAll: false }) },
  { key: "offer", name: "Offer", group: "Offers", render: ({ brand }) => offerMail({ offer: OFFER, pdf, fileName: `${OFFER.number}.pdf`, brand, proof: token }) },
  { key: "net-terms-confirmation", name: "Order confirmed on Net 30", group: "Offers", render: ({ brand }) => netTermsConfirmationMail({ invoice: { ...INVOICE, amountPaid: 0, balance: 7660 }, orderId: ORDER_ID, poNumber: "PO-7731", customerName: CUSTOMER.name, to, brand }) },
  { key: "rental-agreement", name: "Rental agreement", group: "Rentals", render: ({ brand }) => composeMail({ ...rentalAgreementContent(CUSTOMER, RENTAL, brand.publicUrl), brand }) },
  { key: "rental-bill", name: "Rental bill (monthly receipt)", group: "Rentals", render: ({ brand }) => composeMail({ ...rentalReceiptContent(CUSTOMER, RENTAL, RENTAL_CHARGE, brand.publicUrl), brand }) },
  { key: "rental-payment-needed", name: "Rental payment needed", group: "Rentals", render: ({ brand }) => composeMail({ ...rentalDunningContent(CUSTOMER, RENTAL.productName, AGREEMENT_ID, RENTAL_CHARGE, 1, brand.publicUrl), brand }) },
  { key: "rental-deposit", name: "Rental deposit settled", group: "Rentals", render: ({ brand }) => composeMail({ ...rentalDepositContent(CUSTOMER, RENTAL, { refundCents: 15000, deductionCents: 10000, reason: "a dented door panel" }, brand.publicUrl), brand }) },
  { key: "delivery-reminder", name: "Delivery reminder", group: "Deliveries", render: ({ brand }) => reminderMail({ to, name: CUSTOMER.name, orderId: ORDER_ID, booking: BOOKING, brand }) },
  { key: "delivery-rescheduled", name: "Delivery rescheduled", group: "Deliveries", render: ({ brand }) => rescheduledMail({ to, name: CUSTOMER.name, orderId: ORDER_ID, booking: BOOKING, brand, previousDate: "2026-12-07" }) },
  { key: "delivery-on-its-way", name: "Driver on the way", group: "Deliveries", render: ({ brand }) => etaMail({ to, name: CUSTOMER.name, orderId: ORDER_ID, brand, window: "10:30 AM – 11:30 AM", driverName: "Luis" }) },
  { key: "delivered", name: "Delivered, with proof photos", group: "Deliveries", render: ({ brand }) => deliveredMail({ to, name: CUSTOMER.name, orderId: ORDER_ID, brand, receivedBy: "Dana Whitfield", deliveredOn: "Wed, Dec 9, 2026", photos: [] }) },
  { key: "delivery-failed", name: "Could not deliver", group: "Deliveries", render: ({ brand }) => failedDropMail({ to, name: CUSTOMER.name, orderId: ORDER_ID, brand, reason: "the gate was locked", dryRunCents: 25000 }) },
  { key: "password-reset", name: "Password reset", group: "Account", render: ({ brand }) => resetMail({ to, fullName: CUSTOMER.name, token, brand }) },
  { key: "email-verification", name: "E-mail verification", group: "Account", render: ({ brand }) => verificationMail(to, `${brand.publicUrl}/verify-email/${token}`, brand) },
  { key: "email-change-confirm", name: "New e-mail confirmation", group: "Account", render: ({ brand }) => confirmNewEmailMail(to, `${brand.publicUrl}/confirm-email/${token}`, brand) },
  { key: "email-change-notice", name: "E-mail being changed (old address)", group: "Account", render: ({ brand }) => emailChangingMail(to, "dana.w@example.org", brand) },
  { key: "address-in-use", name: "Someone used your e-mail address", group: "Account", render: ({ brand }) => addressInUseMail(to, "register", brand) },
  { key: "quote-acknowledgement", name: "Quote request received", group: "Leads", render: ({ settings, brand }) => customerAcknowledgement({ settings, publicUrl: brand.publicUrl, quote: QUOTE, product: { id: "sample", name: "20ft Standard Container", sku: "CNT-20-STD" } }) },
  { key: "newsletter-confirm", name: "Newsletter confirmation", group: "Leads", render: ({ settings, env }) => confirmationMail(env, settings, to, token) },
  { key: "newsletter-welcome", name: "Newsletter welcome", group: "Leads", render: ({ settings, env }) => welcomeMail(env, settings, to, token) },
  { key: "staff-invite", name: "Staff invitation", group: "Staff", render: ({ brand }) => staffInviteMail({ to: "sam@example.com", fullName: "Sam Rivera", role: "sales", token, brand }) },
  { key: "offer-declined", name: "Offer declined (to sales)", group: "Staff", render: ({ brand, env }) => declinedMail({ offer: OFFER, to: env.SALES_EMAIL, brand }) },
  { key: "quote-sales", name: "New quote request (to sales)", group: "Staff", render: ({ settings, env }) => salesNotification({ env, settings, quote: QUOTE, product: { id: "sample", name: "20ft Standard Container", sku: "CNT-20-STD" }, estimate: null }) },
  { key: "weekly-report", name: "Weekly report (to admins)", group: "Staff", render: ({ brand, settings }) => composeMail({ ...renderWeeklyReport(WEEKLY, { brand, timeZone: settings.timeZone }), to: "admin@example.com" }) },
];
