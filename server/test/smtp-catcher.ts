import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { outboxId: string; to: string; subject: string; raw: string };

/**
 * A real SMTP server (smtp-server) on a random port that keeps what it receives, and can be told to
 * refuse mail for a while ("421 Service not available"), as a mail provider in trouble does.
 */
export async function startSmtpCatcher() {
  const received: CaughtMail[] = [];
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      refused += 1;
      callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1]?.trim() ?? "";
        received.push({ outboxId: header("X-Outbox-Id"), to: session.envelope.rcptTo.map((r) => r.address).join(","), subject: header("Subject"), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse: (on: boolean) => {
      refusing = on;
    },
    refusedCount: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
