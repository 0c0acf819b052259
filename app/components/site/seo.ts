import type { MetaDescriptor } from "react-router";
import heroPoster from "./assets/hero-yard-1280.webp?no-inline";
import { type RootData, rootDataFromMatches } from "./root-data";

/**
 * SPEC section 9: descriptions over 155 characters are cut to at most 152 plus "...", at a space so that no
 * word or number is cut in half (issue 18: the home description ended in the middle of the phone number).
 */
export const DESCRIPTION_LIMIT = 155;

export function cutDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_LIMIT) return clean;
  const head = clean.slice(0, DESCRIPTION_LIMIT - 3);
  const space = clean[DESCRIPTION_LIMIT - 3] === " " ? head.length : head.lastIndexOf(" ");
  const whole = space > DESCRIPTION_LIMIT / 2 ? head.slice(0, space) : head;
  return `${whole.replace(/[\s,;:.–-]+$/, "")}...`;
}

export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

type PageMeta = {
  root: RootData;
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/shop/cold%20storage". */
  path: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "product";
  /** Extra tags, e.g. product price tags. */
  extra?: MetaDescriptor[];
  noindex?: boolean;
};

/** Title, description, canonical, Open Graph and Twitter tags of one page, rendered into the server HTML. */
export function pageMeta({ root, title, description, path, image, imageAlt, type = "website", extra = [], noindex }: PageMeta): MetaDescriptor[] {
  const desc = cutDescription(description);
  const url = absoluteUrl(root.publicUrl, path);
  const img = absoluteUrl(root.publicUrl, image ?? heroPoster);
  return [
    { title },
    { name: "description", content: desc },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: root.settings.siteName },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: desc },
    { property: "og:url", content: url },
    { property: "og:image", content: img },
    { property: "og:image:alt", content: imageAlt ?? title },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: desc },
    { name: "twitter:image", content: img },
    ...extra,
  ];
}

/** Meta of a plain page: "{title} | {site name}", its description and canonical path. */
export function infoPageMeta(matches: Parameters<typeof rootDataFromMatches>[0], title: string, description: string, path: string, noindex = false) {
  const root = rootDataFromMatches(matches);
  return pageMeta({ root, title: `${title} | ${root.settings.siteName}`, description, path, noindex });
}
