import type { ReactNode } from "react";
import { Spinner } from "../ui/spinner";

type Tone = "processing" | "success" | "error" | "neutral";

const badge: Record<Exclude<Tone, "processing">, { className: string; glyph: ReactNode }> = {
  success: { className: "bg-green-100 text-green-700", glyph: <path d="M5 12.5l4.5 4.5L19 7.5" /> },
  error: { className: "bg-red-100 text-red-700", glyph: <path d="M7 7l10 10M17 7L7 17" /> },
  neutral: { className: "bg-slate-100 text-slate-700", glyph: <path d="M6 12h12" /> },
};

/** The card the checkout return pages show: a status badge, a heading, details and the way on. Inside the site shell's one <main>. */
export function CheckoutResult({ tone, title, children, actions }: { tone: Tone; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-20">
      <section aria-live="polite" className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        {tone === "processing" ? (
          <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-orange-50">
            <Spinner label="" className="[&>span:first-child]:size-8" />
          </div>
        ) : (
          <div className={`mx-auto flex size-16 items-center justify-center rounded-full ${badge[tone].className}`}>
            <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              {badge[tone].glyph}
            </svg>
          </div>
        )}
        <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {children && <div className="mt-3 text-slate-600">{children}</div>}
        {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
      </section>
    </div>
  );
}
