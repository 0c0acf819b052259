/**
 * Waits for `work` at most `ms`, then lets it finish in the background. For side effects that are already
 * recorded (a mail sits in outgoing_emails before SMTP is tried) and must not keep a visitor waiting on a
 * slow mail server. Rejections are the work's own business: the mailer records its failures itself.
 */
export async function waitBriefly(work: Promise<unknown>[], ms = 5000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guarded = Promise.allSettled(work);
  await Promise.race([guarded, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
