/**
 * The leads module. People who are not buying yet: quote requests, the newsletter and page visits.
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { NEWSLETTER_STATUSES, confirm, subscribe, subscribersForExport, unsubscribe } from "./newsletter/service.ts";
export { listQuoteRequests, updateQuoteRequest } from "./quotes/admin-service.ts";
export { createQuoteRequest } from "./quotes/service.ts";
export { recordVisit } from "./visits/service.ts";
// The lead mails' builders, for the admin's mail previews (ADR 081).
export { confirmationMail, welcomeMail } from "./newsletter/mails.ts";
export { customerAcknowledgement, salesNotification } from "./quotes/mails.ts";
