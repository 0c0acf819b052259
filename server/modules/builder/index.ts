/**
 * The builder module. The 3-D container builder: its option rules and prices, saved designs and their snapshots.
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { listAllOptions, updateBuilderOption } from "./admin-service.ts";
export { findDesign, getDesign, insertSharedDesign, listDesigns, saveDesign, storeSharedDesignPicture } from "./designs.ts";
export { designForQuote, type QuoteDesign } from "./quote-design.ts";
export { builderCatalog, findBaseBox, priceDesignNow, toPriceDto } from "./service.ts";
