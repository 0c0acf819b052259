import type PdfKit from "pdfkit";
import { DOOR_FACING_LABELS, GROUND_LABELS, TRUCK_LABELS, type TruckType } from "../../../contract/delivery.ts";
import { formatDeliveryDate } from "../../../contract/delivery-booking.ts";
import type { DispatchDrop } from "../../../contract/dispatch.ts";
import { shortId } from "../../../contract/orders.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { notFound } from "../../lib/http-errors.ts";
import { loadPdfKit } from "../../lib/pdfkit.ts";
import { pdfSafe } from "../../modules/billing/index.ts";
import { dispatchBoard, driverRun } from "../../modules/logistics/index.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";

type Doc = InstanceType<typeof PdfKit>;
const NAVY = "#0f172a";
const MUTED = "#475569";
const LEFT = 40;
const WIDTH = 532;

function stop(doc: Doc, d: DispatchDrop) {
  if (doc.y > 620) doc.addPage();
  const top = doc.y + 8;
  doc.moveTo(LEFT, top).lineTo(LEFT + WIDTH, top).strokeColor("#cbd5e1").stroke();
  doc.font("Helvetica-Bold").fontSize(13).fillColor(NAVY).text(`${d.stop}. ${d.customer.name}`, LEFT, top + 8, { continued: true });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`   Order #${shortId(d.orderId)}${d.legMiles !== null ? `  ·  ${d.legMiles} mi from ${d.stop === 1 ? "the depot" : "the stop before"}` : ""}`);
  doc.font("Helvetica").fontSize(10).fillColor(NAVY);
  const lines: [string, string][] = [
    ["Address", `${d.address.street}, ${d.address.city}, ${d.address.state} ${d.address.postalCode}`],
    ["Phone", d.customer.phone || "none given"],
    ["Unit", d.units.map((u) => `${u.quantity} x ${u.name}${u.dimension ? ` (${u.dimension})` : ""}`).join("; ") || "none"],
    ["Truck", d.assignment ? `${TRUCK_LABELS[d.assignment.truckType as TruckType] ?? d.assignment.truckType}, plate ${d.assignment.plate}` : "not assigned"],
    ["Door facing", d.doorFacing ? DOOR_FACING_LABELS[d.doorFacing as keyof typeof DOOR_FACING_LABELS] : "not given"],
    ["Ground", d.groundSurface ? GROUND_LABELS[d.groundSurface as keyof typeof GROUND_LABELS] : "not given"],
    ["Site notes", d.siteNotes || "none"],
  ];
  for (const [label, value] of lines) {
    doc.font("Helvetica-Bold").text(`${label}: `, LEFT, undefined, { continued: true, width: WIDTH }).font("Helvetica").text(value, { width: WIDTH });
  }
  doc.text("Received by: ______________________   Signature: ______________________", LEFT, doc.y + 6);
}

/**
 * A driver's run sheet for a depot's day (GET /admin/dispatch/run-sheet): their drops in route order with address,
 * phone, door facing, ground, site notes, the unit and the truck's plate, one block per stop, to print or keep.
 */
export async function runSheetPdf(deps: Pick<AppDeps, "db">, q: { depotId: string; date: string; driverId: string }): Promise<{ pdf: Buffer; fileName: string }> {
  const board = await dispatchBoard(deps.db, q.depotId, q.date);
  const driver = board.drivers.find((d) => d.id === q.driverId);
  if (!driver) throw notFound("No such driver at this depot");
  const run = pdfSafe(await driverRun(deps.db, q.depotId, q.date, q.driverId));
  const settings = pdfSafe(await getSiteSettings(deps.db));
  const PdfDocument = await loadPdfKit();
  const doc = new PdfDocument({ size: "LETTER", margin: LEFT, info: { Title: `Run sheet ${driver.name} ${q.date}`, Author: settings.siteName } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.rect(0, 0, 612, 8).fill("#ea580c");
  doc.font("Helvetica-Bold").fontSize(20).fillColor(NAVY).text(`Run sheet: ${pdfSafe(driver.name)}`, LEFT, 30);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(`${formatDeliveryDate(q.date)}  ·  from ${board.depot.name} (${board.depot.city}, ${board.depot.state})  ·  ${run.length} ${run.length === 1 ? "drop" : "drops"}  ·  driver's phone ${driver.phone}`);
  doc.text(`${settings.siteName}  ·  dispatch ${settings.salesPhone}`);
  if (!run.length) doc.moveDown().font("Helvetica").fontSize(11).fillColor(NAVY).text("No drops assigned to this driver on this day.");
  for (const d of run) stop(doc, d);
  doc.end();
  return { pdf: await done, fileName: `run-sheet-${q.date}-${driver.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.pdf` };
}
