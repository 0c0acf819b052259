import type { ReactNode } from "react";

/** The dark title band of the info pages. */
export function PageHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-wider text-orange-400 uppercase">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-slate-300">{children}</div>}
      </div>
    </header>
  );
}
