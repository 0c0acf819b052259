/**
 * The catalog module. The products: the shop's list, filters and search, the product page's detail and inventory, and the admin's
 * product form, pictures and archive.
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { listArchivedProducts, restoreProduct } from "./admin/archive.ts";
export { productForm } from "./admin/form.ts";
export { deleteProduct, saveProduct } from "./admin/service.ts";
export { catalogIndex, inventorySummary } from "./products/inventory.ts";
export { getProductDetail, listProducts } from "./products/service.ts";
