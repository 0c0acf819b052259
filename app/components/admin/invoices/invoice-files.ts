import type { InvoiceDto } from "../../../../contract/orders";
import { client } from "../../../lib/browser-api";
import { callWithMessage } from "../../../lib/typed-api";

/** Saves the server-made PDF through a temporary object URL: the typed client carries the token, which a link cannot. */
export async function downloadInvoice(inv: Pick<InvoiceDto, "id" | "invoiceNumber">): Promise<void> {
  const res = await client.admin.invoices[":id"].pdf.$get({ param: { id: inv.id } });
  // A refusal is the JSON envelope: read as any other answer, it throws the ApiError with its code and message.
  if (!res.ok) await callWithMessage(Promise.resolve(res));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `invoice-${inv.invoiceNumber.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
