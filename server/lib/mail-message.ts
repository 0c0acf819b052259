/** One outgoing mail, on its own so mail.ts and mail-log.ts both read it without importing each other. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};
