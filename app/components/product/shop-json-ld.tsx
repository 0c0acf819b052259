import type { ProductSummary } from "../../../contract/catalog";
import { SHOP_PAGE_SIZE } from "../../../contract/catalog-options";
import { JsonLd } from "../site/json-ld";
import { useRootData } from "../site/root-data";
import { type ShopFilters, shopHref, titleCase } from "./shop-query";
import { breadcrumbList, itemList } from "./structured-data";

/** BreadcrumbList (Home > Shop > category) and ItemList of the products on this page. */
export function ShopJsonLd({ filters, products }: { filters: ShopFilters; products: ProductSummary[] }) {
  const { publicUrl } = useRootData();
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Shop", path: "/shop" },
    ...(filters.category ? [{ name: titleCase(filters.category), path: shopHref({ category: filters.category, page: 1 }) }] : []),
  ];
  return (
    <>
      <JsonLd data={breadcrumbList(publicUrl, crumbs)} />
      <JsonLd data={itemList(publicUrl, products, (filters.page - 1) * SHOP_PAGE_SIZE)} />
    </>
  );
}
