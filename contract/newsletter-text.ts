/** Texts of the newsletter box, kept free of zod so the footer does not load it in the browser. */
export const NEWSLETTER_CHECK_INBOX = "Check your inbox to confirm your subscription.";
