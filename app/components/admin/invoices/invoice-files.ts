import type { InvoiceDto } from "../../../../contract/orders";
import { getStoredToken } from "../../../lib/session";

/** The PDF as a blob: a plain fetch with the bearer token, since a link cannot carry it. */
async function fetchPdf(invoiceId: string): Promise<Blob> {
  const res = await fetch(`/v1/admin/invoices/${encodeURIComponent(invoiceId)}/pdf`, {
    headers: { Authorization: `Bearer ${getStoredToken() ?? ""}`, Accept: "application/pdf" },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `Download failed (${res.status})`);
  }
  return res.blob();
}

export const pdfName = (inv: Pick<InvoiceDto, "invoiceNumber">) => `invoice-${inv.invoiceNumber.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;

/** Saves the server-made PDF through a temporary object URL. */
export async function downloadInvoice(inv: Pick<InvoiceDto, "id" | "invoiceNumber">): Promise<void> {
  const url = URL.createObjectURL(await fetchPdf(inv.id));
  const link = document.createElement("a");
  link.href = url;
  link.download = pdfName(inv);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A credit note's PDF (GET /v1/admin/credit-notes/{number}/pdf), saved like an invoice's. */
export async function downloadCreditNote(number: string): Promise<void> {
  const res = await fetch(`/v1/admin/credit-notes/${encodeURIComponent(number)}/pdf`, { headers: { Authorization: `Bearer ${getStoredToken() ?? ""}`, Accept: "application/pdf" } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `Download failed (${res.status})`);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
