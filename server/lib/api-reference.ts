/**
 * A self-contained HTML reference of the OpenAPI document. Hosted reference UIs load their script from
 * a CDN, which this shop's machines cannot reach and its CSP forbids; this page needs nothing else.
 */
type Operation = { summary?: string; tags?: string[]; parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[]; requestBody?: { content?: Record<string, { schema?: unknown }> }; responses?: Record<string, { description?: string }>; security?: unknown[] };
type Doc = { info: { title: string; version: string; description?: string }; paths: Record<string, Record<string, Operation>> };

import { escapeHtml as esc } from "../../contract/escape-html.ts";

export function renderApiReference(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "Other";
      const params = (op.parameters ?? []).map((p) => `<code>${esc(p.name)}</code> <small>(${esc(p.in)}${p.required ? ", required" : ""})</small>`).join(", ");
      const body = op.requestBody?.content ? Object.entries(op.requestBody.content).map(([type, c]) => `<details><summary>Body: ${esc(type)}</summary><pre>${esc(JSON.stringify(c.schema, null, 2))}</pre></details>`).join("") : "";
      const responses = Object.entries(op.responses ?? {}).map(([code, r]) => `<li><b>${esc(code)}</b> ${esc(r.description ?? "")}</li>`).join("");
      const section = `<article><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>/v1${esc(path)}</code></h3>
        <p>${esc(op.summary ?? "")}</p>${params ? `<p>Parameters: ${params}</p>` : ""}${body}<ul>${responses}</ul></article>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), section]);
    }
  }
  const sections = [...byTag.entries()].map(([tag, ops]) => `<section><h2>${esc(tag)}</h2>${ops.join("")}</section>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} reference</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#0f172a}
h2{border-bottom:2px solid #ea580c;padding-bottom:4px;margin-top:40px}article{border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}
h3{margin:0;font-size:16px}.m{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px;background:#475569}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.patch{background:#7c3aed}.delete{background:#dc2626}
pre{background:#f8fafc;padding:8px;overflow:auto;font-size:12px}</style></head><body>
<h1>${esc(doc.info.title)} <small>v${esc(doc.info.version)}</small></h1><p>${esc(doc.info.description ?? "")}</p>
<p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a>. Authenticate with <code>Authorization: Bearer &lt;token&gt;</code>.</p>
${sections}</body></html>`;
}
