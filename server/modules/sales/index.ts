/**
 * The sales module. Selling: the cart and its delivery choice, the pieces of checkout that stay inside sales (pending order,
 * order mails, superseded and unpaid sessions), offers, and a rental's terms in the cart.
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { listCartDeliveryDates, setCartDelivery } from "./cart-delivery/cart-delivery.ts";
export { bookingProblems } from "./cart-delivery/checkout-booking.ts";
export { type PricedLines, priceCart } from "./cart-delivery/price-cart.ts";
export { priceOrderEdit } from "./order-edit/price-edit.ts";
export { addCartItem, addCustomBuildToCart, clearCart, getCart, lockCart, removeCartItem, updateCartItemQuantity } from "./cart/service.ts";
export { shippingAddressFor } from "./cart/shipping-address.ts";
export { cartFingerprint, createPendingOrder, nextInvoiceNumber, snapshotAddress } from "./checkout/create-order.ts";
export { enqueueBalancePaidEmails, enqueueOrderEmails } from "./checkout/emails.ts";
export { paymentSummary } from "./checkout/payment-summary.ts";
export { hostedLineItems } from "./checkout/hosted-lines.ts";
export { closeEarlierCheckouts } from "./checkout/supersede.ts";
export { markSessionUnpaid } from "./checkout/unpaid.ts";
export { createOffer, expireOffers, getOfferPdf, listOffers, previewOffer, sendOffer } from "./offers/admin-service.ts";
export { assertOpen, declineOffer, getMyOffer, listMyOffers, myOfferRow } from "./offers/customer-service.ts";
export { enqueueNetTermsMails } from "./offers/net-terms-mail.ts";
export { dueOnAcceptanceCents } from "./offers/pricing.ts";
export type { OfferRow } from "./offers/serialize.ts";
export { bookOfferOrder } from "./offers/booking.ts";
export { holdOfferStock } from "./offers/stock.ts";
export { cartRentalSummary, setRentalOptions } from "./rentals/cart-rentals.ts";
export { cartRentalBreakdown } from "./rentals/checkout-terms.ts";
export { productRentalQuote } from "./rentals/product-quote.ts";
export { recordRentalTerms, rentalCardOption } from "./rentals/record-terms.ts";
// The sales mails' builders, for the admin's mail previews (ADR 081).
export { balanceReceivedMail, orderConfirmationMail } from "./checkout/emails.ts";
export { declinedMail, offerMail } from "./offers/mails.ts";
export { netTermsConfirmationMail } from "./offers/net-terms-mail.ts";
export type { PaymentSummary } from "./checkout/payment-summary.ts";
