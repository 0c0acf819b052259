import { type ComponentPropsWithoutRef, type ReactNode, createContext, useContext, useId } from "react";

type KeptTag = "header" | "footer" | "div";

/**
 * What a whole server render knows of the kept fragments (app/lib/kept-html.server.ts). Given to
 * `KeptHtml` by entry.server for shared pages rendered whole; absent in the browser and in streamed renders.
 */
export type KeptHtmlRender = {
  /** The inner HTML kept for `key`, if an earlier render left it. */
  html(key: string): string | undefined;
  /** A token for the marker attribute: this render's HTML for `key` is kept when the render ends. */
  mark(key: string, tag: KeptTag): string;
};

export const KeptHtmlContext = createContext<KeptHtmlRender | null>(null);

/** The attribute a first render carries on the element; removed from the page before it is sent. */
export const KEPT_HTML_ATTRIBUTE = "data-kept";

type Props<T extends KeptTag> = ComponentPropsWithoutRef<T> & {
  as: T;
  /** Everything the children's HTML depends on besides their place in the tree. */
  deps: readonly unknown[];
  children: ReactNode;
};

/**
 * `<T {...props}>{children}</T>`, with the children's server HTML made once and reused (ADR 056). The site
 * header and footer are ~40 % of a product page's elements and come out the same on every page, yet React rendered
 * them for each uncached page; so are the quote form's fields (a `div` with `contents`, ADR 057). On the server, in a whole render, the first render with a key leaves its HTML in
 * the store and later ones write that HTML instead of rendering the children. The bytes are the same (the e2e test
 * `kept-html.spec.ts` compares them), so the browser hydrates the real children as before.
 *
 * The key is the element's place in the tree (`useId`: the children's own ids derive from it) and `deps`. A child
 * that reads anything else (the location, a cookie, the time) must be in `deps`, or its HTML goes stale.
 */
export function KeptHtml<T extends KeptTag>({ as, deps, children, ...props }: Props<T>) {
  const place = useId();
  const render = useContext(KeptHtmlContext);
  const Element = as as "header";
  if (!render) return <Element {...props}>{children}</Element>;
  const key = `${as}${place}${JSON.stringify(deps)}`;
  const html = render.html(key);
  if (html !== undefined) return <Element {...props} dangerouslySetInnerHTML={{ __html: html }} />;
  return <Element {...props} {...{ [KEPT_HTML_ATTRIBUTE]: render.mark(key, as) }}>{children}</Element>;
}
