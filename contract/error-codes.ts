/**
 * Every `code` an error envelope of /v1 can carry, with its HTTP status (docs/decisions/019). Callers branch on
 * the code, never on the message: messages are texts for people and may be reworded.
 */
export const ERROR_CODES = {
  validation_failed: { status: 400, meaning: "Invalid input; `errors` names each field" },
  malformed_json: { status: 400, meaning: "The body is not valid JSON" },
  address_required: { status: 400, meaning: "Checkout needs a shipping address first" },
  cart_empty: { status: 400, meaning: "Checkout of an empty cart" },
  already_paid: { status: 400, meaning: "The order is paid and can no longer be cancelled" },
  payment_not_completed: { status: 400, meaning: "The payment session is not paid (yet)" },
  payment_expired: { status: 400, meaning: "The payment session expired without a charge" },
  payment_not_found: { status: 400, meaning: "The provider does not know this payment session" },
  payment_mismatch: { status: 400, meaning: "The amount paid differs from the order" },
  provider_refused: { status: 400, meaning: "The payment provider refused the checkout" },
  reset_token_invalid: { status: 400, meaning: "A password reset link that is unknown, used or expired" },
  link_invalid: { status: 400, meaning: "A newsletter link that is unknown or no longer works" },
  link_expired: { status: 400, meaning: "A newsletter confirmation link past its validity" },
  email_link_invalid: { status: 400, meaning: "An e-mail confirmation link that is unknown, used, expired, or for another account" },
  admin_password_forbidden: { status: 400, meaning: "Admins do not set another user's password: send a reset link (POST /admin/users/{id}/password-reset)" },
  order_too_large: { status: 400, meaning: "The order is over what a card may pay online ($999,999.99): request a quote" },
  signature_invalid: { status: 400, meaning: "A webhook whose signature does not verify" },
  unauthenticated: { status: 401, meaning: "No bearer token" },
  token_expired: { status: 401, meaning: "A bearer token that is unknown, revoked or expired: log in again" },
  invalid_credentials: { status: 401, meaning: "Wrong e-mail or password" },
  two_factor_code_invalid: { status: 401, meaning: "Log-in second step: the authenticator or recovery code is wrong or already used" },
  two_factor_ticket_invalid: { status: 401, meaning: "Log-in second step: the ticket is unknown, used or expired; log in again" },
  card_declined: { status: 402, meaning: "The test card was declined" },
  forbidden: { status: 403, meaning: "The caller's role may not do this" },
  role_forbidden: { status: 403, meaning: "A staff member whose role does not include this part of the admin panel (ADR 084)" },
  already_staff: { status: 409, meaning: "POST /admin/staff for an e-mail already on the staff: change the role instead" },
  owner_protected: { status: 403, meaning: "An owner's role is changed by nobody else; an owner cannot give it up while the panel would be left without one" },
  account_blocked: { status: 403, meaning: "The account is blocked" },
  email_unverified: { status: 403, meaning: "Confirm your e-mail first (the link mailed at registration): offers and terms sent to it stay hidden until then" },
  two_factor_reentry_required: { status: 403, meaning: "Changing another admin needs the acting admin's two-factor code (`twoFactorCode`), missing or wrong" },
  two_factor_setup_required: { status: 403, meaning: "The store requires two-factor sign-in for admins: enrol first (/user/two-factor)" },
  not_found: { status: 404, meaning: "No such record (or not the caller's)" },
  route_not_found: { status: 404, meaning: "No such path or method under /v1" },
  method_not_allowed: { status: 405, meaning: "A method /v1 never takes (TRACE, OPTIONS, WebDAV's): `Allow` lists those it does" },
  conflict: { status: 409, meaning: "The record's state does not allow this" },
  email_taken: { status: 409, meaning: "Another account uses this e-mail" },
  user_name_taken: { status: 409, meaning: "Another account uses this username" },
  sku_taken: { status: 409, meaning: "Another product uses this SKU" },
  payment_session_closed: { status: 409, meaning: "The hosted payment session is expired or already used" },
  invoice_paid: { status: 409, meaning: "The invoice is paid (in full or in part) and cannot be edited: refund or issue a new invoice" },
  offer_expired: { status: 409, meaning: "The offer is past its expiry date: ask for it to be re-issued" },
  offer_closed: { status: 409, meaning: "The offer was already declined (or is not open)" },
  terms_not_approved: { status: 409, meaning: "Net-30 terms need an approved account within its credit limit" },
  transfer_received: { status: 409, meaning: "A stock transfer that was already received (ADR 088)" },
  out_of_stock: { status: 409, meaning: "Not enough units in stock (a delivery quote: sold out at every depot)" },
  quantity_unavailable: { status: 409, meaning: "Fewer units in stock across the depots than the quantity asked: lower it or request a quote" },
  truck_type_mismatch: { status: 409, meaning: "The truck is not of the type the drop needs (crane, tilt-bed, flatbed), or not of the drop's depot (ADR 085)" },
  driver_day_full: { status: 409, meaning: "The driver already has as many drops that day as they drive (ADR 085)" },
  truck_day_full: { status: 409, meaning: "The truck already has as many drops that day as it makes (ADR 085)" },
  not_a_driver: { status: 403, meaning: "The account has no driver record: dispatch links a driver account before it sees drops (ADR 085)" },
  delivery_day_full: { status: 409, meaning: "The chosen delivery day has no truck of the kind left at the depot: choose another day" },
  transition_not_allowed: { status: 409, meaning: "The order's state does not allow this step (docs/decisions/074)" },
  product_unavailable: { status: 409, meaning: "The cart holds a product an admin withdrew from sale: remove it first" },
  payload_too_large: { status: 413, meaning: "The body or a file is too large" },
  unsupported_media_type: { status: 415, meaning: "A file of a type that is not accepted" },
  out_of_area: { status: 422, meaning: "The ZIP is outside the 48 contiguous states or beyond the trucks' maximum distance: request a quote" },
  rate_limited: { status: 429, meaning: "Too many requests; see Retry-After" },
  internal: { status: 500, meaning: "An unexpected failure; `requestId` identifies it in the log" },
  provider_unavailable: { status: 502, meaning: "The payment provider could not be reached or answered oddly" },
  email_not_sent: { status: 502, meaning: "The mail server refused the message" },
  overloaded: { status: 503, meaning: "The server is too busy right now; retry after Retry-After seconds" },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The code of an error that carries only a status (a framework error, say). */
export function defaultErrorCode(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = { 400: "validation_failed", 401: "unauthenticated", 403: "forbidden", 404: "not_found", 409: "conflict", 413: "payload_too_large", 415: "unsupported_media_type", 429: "rate_limited" };
  return byStatus[status] ?? "internal";
}
