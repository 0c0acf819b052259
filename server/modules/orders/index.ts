/**
 * The orders module. The order record as everyone reads it: orders, their lines and invoices as DTOs, the admin's order list and
 * detail (notes, timeline, status mails).
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { getAdminOrderDetail } from "./admin/detail.ts";
export { addOrderNote, listNotesOfOrder } from "./admin/notes.ts";
export { listAllOrders, orderMatches, pageOfOrders } from "./admin/service.ts";
export { designSummary, toDeliveryBooking } from "./serialize.ts";
export { checkoutAttempt, depotsById, listInvoicesForUser, listOrdersForUser, placedOrder, toInvoiceDtos, toOrderDtos } from "./service.ts";
export { orderLedger } from "./lifecycle/ledger.ts";
export { ORDER_TRANSITIONS, assertBeforeDispatch, assertCancellable, assertOrderTransition, canMoveOrder } from "./lifecycle/transitions.ts";
export { type RentalLineFigures, type RentalTaxRate, rentalBreakdown } from "./rental-breakdown.ts";
export { TERMS_DAYS, alignBalanceDueDate } from "./balance-due.ts";
export { type LifecycleDeps, type Move, type OrderRow, deliverOrder, isOrderClosed, moveOrderStatus, scheduleOrder, shipOrder } from "./lifecycle/moves.ts";
// The status mail's builder, for the admin's mail previews (ADR 081).
export { orderStatusMail } from "./admin/mails.ts";
