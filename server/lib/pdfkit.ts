import type PdfKit from "pdfkit";

let pdfkit: Promise<typeof PdfKit> | undefined;

/**
 * PDFKit (and its fonts) on the first document rather than at start: it is a few hundred milliseconds of
 * module loading that a restart would otherwise pay before answering (docs/decisions/038).
 */
export function loadPdfKit(): Promise<typeof PdfKit> {
  pdfkit ??= import("pdfkit").then((m) => m.default);
  return pdfkit;
}
