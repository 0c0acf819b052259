import type { MailBlock, MailContent } from "./content.ts";

function blockText(b: MailBlock): string {
  switch (b.kind) {
    case "paragraph":
      return b.text;
    case "button":
      return `${b.label}: ${b.url}`;
    case "rows":
      return [...(b.title ? [`${b.title}:`] : []), ...b.rows.map(([k, v]) => `${k}: ${v}`)].join("\n");
    case "list":
      return [...(b.title ? [`${b.title}:`] : []), ...b.items].join("\n");
    case "figures":
      return b.rows.map((f) => (f.muted ? f.value : `${f.label}: ${f.value}`)).join("\n");
    case "shipTo":
      return `Ship to: ${b.lines.join(", ")}`;
    case "images":
      return `${b.label}: ${b.urls.join(" ")}`;
  }
}

/** The plain-text part: the same blocks as the HTML, a blank line between them, signed and with the small print. */
export function mailText(c: MailContent): string {
  const signOff = c.signOff === undefined ? `— ${c.brand.siteName}` : c.signOff;
  const small = c.smallPrint ? [`—\n\n${c.smallPrint.text}${c.smallPrint.link ? ` ${c.smallPrint.link.label}: ${c.smallPrint.link.url}` : ""}`] : [];
  return `${[...c.blocks.map(blockText), ...(signOff ? [signOff] : []), ...small].join("\n\n")}\n`;
}
