import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

/** A real SMTP server for browser tests: every message lands as a .eml file in `dir`. */
export async function startMailCatcher(dir: string) {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        writeFileSync(join(dir, `${Date.now()}-${n++}-${to}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return { dir, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Reads the caught messages sent to `to`, oldest first, with quoted-printable soft breaks undone. */
export function readMail(dir: string, to: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.includes(to))
    .sort()
    .map((f) => readFileSync(join(dir, f), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "="));
}
