import { SHARED_PAGE_HEADER } from "../../contract/shared-page";

/**
 * `export const headers = sharedPageHeaders` in a route whose server render is the same for every
 * visitor (loaders read only the URL; sessions live in the browser). Never on a page whose loader
 * has side effects or reads a secret from the URL.
 */
export function sharedPageHeaders() {
  return { [SHARED_PAGE_HEADER]: "1" };
}
