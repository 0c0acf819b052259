import { getStoredToken } from "../../../lib/session";

/**
 * Downloads the server-made PDF of an invoice. A plain fetch with the bearer token (a link cannot carry it),
 * then the blob is saved through a temporary object URL.
 */
export async function downloadInvoicePdf(invoiceId: string, fileName: string): Promise<void> {
  const res = await fetch(`/v1/user/invoices/${encodeURIComponent(invoiceId)}/pdf`, {
    headers: { Authorization: `Bearer ${getStoredToken() ?? ""}`, Accept: "application/pdf" },
  });
  if (!res.ok) throw new Error(res.status === 404 ? "Invoice not found" : `Download failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
