import { inflateSync } from "node:zlib";

/**
 * The text a PDF made by pdfkit shows, one line per text run. Test helper: inflates Flate streams and
 * decodes pdfkit's hex `TJ` strings (single-byte WinAnsi for the standard fonts).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const streams: string[] = [];
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    const body = pdf.subarray(start, end);
    try {
      streams.push(m[1].includes("FlateDecode") ? inflateSync(body).toString("latin1") : body.toString("latin1"));
    } catch {
      /* an image or font stream: not text */
    }
  }
  const lines: string[] = [];
  for (const s of streams) {
    for (const tj of s.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}
