import { useRootData } from "./root-data";

/**
 * Structured data in the server HTML. The script carries the page's CSP nonce, and "<" is escaped
 * so a product text can never close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const { nonce } = useRootData();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: json }} />;
}
