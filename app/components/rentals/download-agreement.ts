import { getStoredToken } from "../../lib/session";

/** Downloads an agreement's PDF: a fetch with the bearer token (a link cannot carry it), saved through an object URL. */
export async function downloadAgreementPdf(rentalId: string): Promise<void> {
  const res = await fetch(`/v1/user/rentals/${encodeURIComponent(rentalId)}/agreement`, { headers: { Authorization: `Bearer ${getStoredToken() ?? ""}`, Accept: "application/pdf" } });
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `rental-agreement-${rentalId.slice(0, 8)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
