import { Children, Fragment, type ReactElement, type ReactNode, isValidElement, useEffect } from "react";
import { Scripts } from "react-router";

/** React Router's <Scripts> under a name that says it is called here as a function, not rendered. */
const routerScripts = Scripts;

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

/** Set on <html> once the page has hydrated (root.tsx): the loader's submit guard and the browser tests read it. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Where the loader keeps a form submitted before hydration (on `document`), for the hydrated page to send. */
export const HELD_FORM = "boxyardHeldForm";

/**
 * Marks <html> once the root has hydrated (its effects run after every child's), then sends a form the visitor
 * submitted before that: its own handler runs now, with what was typed (the shop's forms read their fields or were
 * typed into after hydration took over).
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    const held = (document as unknown as Record<string, HTMLFormElement | undefined>)[HELD_FORM];
    delete (document as unknown as Record<string, unknown>)[HELD_FORM];
    if (held?.isConnected) held.requestSubmit();
  }, []);
}

/**
 * React Router's <Scripts> for a paint-first page, with the app's JavaScript fetched once the first paint is on
 * screen instead of beside it (ADR 066). The modulepreload links and the inline module script (the route modules'
 * imports, then the client entry) leave the HTML; a small script carrying the page's nonce adds them, with the
 * same nonce, when the first of these comes:
 * - the browser reports the first contentful paint (a `paint` PerformanceObserver), or the first frame where there
 *   are no paint entries;
 * - the visitor reaches for the page (pointer, touch, key or focus), so a click waits for no paint;
 * - 3 s have passed, or the page was opened in the background (no frames come there).
 * Until the page has hydrated, a form's native submission is held and starts the scripts instead (it would send
 * the fields in the address without the form's own handler); the hydrated page then sends it (useHydratedMark). The router context script (the loader data stream)
 * stays where it was, because the stream's chunks after it need it.
 */
export function AfterPaintScripts({ nonce }: { nonce?: string }) {
  // Called, not rendered, so its elements can be rewritten; its hooks run as this component's (always, in order).
  const scripts = routerScripts({ nonce });
  if (!isValidElement(scripts)) return scripts;
  const preloads: string[] = [];
  let moduleSource: string | undefined;
  const kept: ReactNode[] = [];
  const walk = (node: ReactNode) => {
    Children.forEach(node, (child) => {
      if (!isValidElement(child)) return;
      const el = child as ReactElement<ElementProps>;
      if (el.type === Fragment) return walk(el.props.children);
      if (el.type === "link" && el.props.rel === "modulepreload" && el.props.href) preloads.push(el.props.href);
      else if (el.type === "script" && el.props.type === "module") moduleSource = el.props.dangerouslySetInnerHTML?.["__html"];
      else kept.push(el);
    });
  };
  walk(scripts);
  // Not the shape this was written for (a React Router upgrade): leave its scripts as they are.
  if (moduleSource === undefined) return scripts;
  // The client entry (imported last by the module script) starts hydration: it must not run before the route modules.
  const entry = /import\(("[^"]+")\);?\s*$/.exec(moduleSource)?.[1];
  const staged = entry ? preloads.filter((href) => href !== JSON.parse(entry)) : [];
  return (
    <>
      {Children.toArray(kept)}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: afterPaintLoader(preloads, moduleSource, staged) }} />
    </>
  );
}

/** How the loader imports a chunk; a test swaps it for a stand-in. */
export const LOAD = "function(u){return import(u)}";

const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"];

/**
 * The inline script that adds the preloads and the module script after the first paint. `staged` chunks are
 * evaluated first, one per task (an `import()` each, a timeout between): the module script would otherwise
 * evaluate React, the router and the route modules in one task, the kind of long task Total Blocking Time counts.
 * Importing a chunk early only runs it earlier; modules run once.
 */
export function afterPaintLoader(preloads: string[], moduleSource: string, staged: string[] = []): string {
  // JSON inside a <script>: "</script" or "<!--" would change how the HTML parser reads it, so no "<" stays raw.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `(function(d,load,P){var n=d.currentScript&&d.currentScript.nonce,done=0,ev=${json(INTENT_EVENTS)};` +
    `function go(){if(done)return;done=1;ev.forEach(function(t){d.removeEventListener(t,go,true)});` +
    `${json(preloads)}.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;if(n)l.nonce=n;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=${json(moduleSource)};var st=${json(staged)};` +
    `(function next(i){if(i>=st.length){d.head.appendChild(s);return}load(st[i]).then(function(){setTimeout(function(){next(i+1)},0)},function(){d.head.appendChild(s)})})(0)}` +
    `d.addEventListener("submit",function(e){if(!d.documentElement.hasAttribute(${json(HYDRATED_ATTRIBUTE)})){e.preventDefault();d[${json(HELD_FORM)}]=e.target;go()}},true);` +
    `if(d.visibilityState!=="visible")return go();ev.forEach(function(t){d.addEventListener(t,go,{capture:true,passive:true})});setTimeout(go,3000);` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}});o.observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})(document,${LOAD},typeof PerformanceObserver==="function"?PerformanceObserver:null);`;
}
