/**
 * The yard module. What stands where: depots and the stock of each variant at each depot, with reservations (holds, sales,
 * returns), availability and the admin's stock grid and CSV.
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { createDepot, listAdminDepots, listPublicDepots, updateDepot } from "./depots/service.ts";
export { getProductStock, putProductStock } from "./stock/admin-grid.ts";
export { listStock } from "./stock/admin-list.ts";
export { productAvailability } from "./stock/availability.ts";
export { assertCartQuantityAvailable, availableToCustomer, stockIssue } from "./stock/cart-availability.ts";
export { exportStockCsv, importStockCsv } from "./stock/csv.ts";
export { listStockMoves, listTransfers } from "./stock/ledger.ts";
export { receiveStock, receiveTransfer, sendTransfer, writeOffStock } from "./stock/transfers.ts";
export { depotStockSummary } from "./stock/depot-summary.ts";
export { returnRentedUnit } from "./stock/rental-return.ts";
export { convertReservationToSale, releaseReservation, reserveForCheckout, returnSoldUnits, type ReserveLine } from "./stock/reservations.ts";
export { stockOfVariants, variantKey, type VariantRef } from "./stock/variants.ts";
