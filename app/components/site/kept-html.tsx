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

type Props<T extends KeptTag, P extends object> = Omit<ComponentPropsWithoutRef<T>, "children"> & {
  as: T;
  /**
   * What goes inside the element: a component whose HTML depends on nothing but `props` (it reads no location,
   * cookie, clock or context that changes between pages; constant initial state is fine).
   */
  view: (props: P) => ReactNode;
  /** Everything `view` is given; the kept HTML's key is made from it, so it cannot miss an input. */
  props: P;
};

/**
 * `<T {...attributes}><View {...props} /></T>`, with the view's server HTML made once and reused (ADR 056). The
 * site header and footer are ~40 % of a product page's elements and come out the same on every page, yet React
 * rendered them for each uncached page. On the server, in a whole render, the first render with a key leaves its
 * HTML in the store and later ones write that HTML instead of rendering the view. The bytes are the same (the e2e
 * test `kept-html.spec.ts` compares them), so the browser hydrates the real view as before.
 *
 * The key is the element's place in the tree (`useId`: the view's own ids derive from it) and the view's props
 * (functions aside: they do not reach the HTML). There is no hand-kept dependency list to forget (ADR 075).
 */
export function KeptHtml<T extends KeptTag, P extends object>({ as, view: View, props: viewProps, ...attributes }: Props<T, P>) {
  const place = useId();
  const render = useContext(KeptHtmlContext);
  const Element = as as "header";
  const view = <View {...viewProps} />;
  if (!render) return <Element {...attributes}>{view}</Element>;
  const key = `${as}${place}${JSON.stringify(viewProps)}`;
  const html = render.html(key);
  if (html !== undefined) return <Element {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  return <Element {...attributes} {...{ [KEPT_HTML_ATTRIBUTE]: render.mark(key, as) }}>{view}</Element>;
}
