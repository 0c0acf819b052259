import { Children, Fragment, type ReactElement, type ReactNode, isValidElement } from "react";
import { Scripts } from "react-router";

/** React Router's <Scripts> under a name that says it is called here as a function, not rendered. */
const routerScripts = Scripts;

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

/**
 * React Router's <Scripts>, with the app's JavaScript fetched after the first paint instead of beside the
 * stylesheet (docs/decisions/043). <Scripts> puts ~130 kB gzip of modulepreloads (React, the router, the
 * storefront) in the head at high priority: a phone on a slow link then shares its bandwidth between them and
 * the stylesheet and hero picture the first paint needs, and Lighthouse's simulation counts every high-priority
 * script that finished before the first paint as blocking it (home: first paint 2.4 s instead of ~1.2 s).
 *
 * What changes: the modulepreload links and the inline module script (which imports the route modules and then
 * the client entry) are not in the HTML; a small nonce'd script adds the same links and the same module script
 * (with the same nonce, so the CSP is unchanged) once the browser reports its first contentful paint (a
 * PerformanceObserver of "paint" entries, which come once the frame is on screen; 3 s at most). A frame callback
 * alone was not enough: on a loaded machine the scripts arrived before that frame was shown. Browsers without
 * paint entries wait for the first frame (requestAnimationFrame, then a timeout). A page opened in the background
 * (no frames) loads them at once. Before the module script, the
 * preloaded chunks are evaluated one per task (see afterPaintLoader). The router context script
 * (loader data stream) stays inline where it was: the stream's chunks that follow it in the HTML need it.
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

/**
 * The inline script that adds the preloads and the module script after the first paint. `staged` chunks are
 * evaluated first, one per task (an `import()` each, a timeout between): the module script would otherwise
 * evaluate React, the router and the route modules in one task (~30–50 ms of CPU, ×4 on Lighthouse's phone), the
 * kind of long task Total Blocking Time counts. Importing a chunk early only runs it earlier; modules run once.
 */
export function afterPaintLoader(preloads: string[], moduleSource: string, staged: string[] = []): string {
  // JSON inside a <script>: "</script" or "<!--" would change how the HTML parser reads it, so no "<" stays raw.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `(function(d,load){var n=d.currentScript&&d.currentScript.nonce,done=0;function go(){if(done)return;done=1;${json(preloads)}.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;if(n)l.nonce=n;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=${json(moduleSource)};var st=${json(staged)};(function next(i){if(i>=st.length){d.head.appendChild(s);return}load(st[i]).then(function(){setTimeout(function(){next(i+1)},0)},function(){d.head.appendChild(s)})})(0)}var P=typeof PerformanceObserver==="function"?PerformanceObserver:null;if(d.visibilityState!=="visible")go();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}});o.observe({type:"paint",buffered:true});setTimeout(go,3000)}else requestAnimationFrame(function(){setTimeout(go,0)})})(document,${LOAD});`;
}
