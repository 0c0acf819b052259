import { type ReactNode, useEffect, useId, useRef } from "react";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons or links shown under the content. */
  actions?: ReactNode;
  tone?: "default" | "error" | "warning" | "success";
};

const accents = { default: "bg-slate-900", error: "bg-red-600", warning: "bg-amber-500", success: "bg-green-600" };

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes on Escape and
 * puts it above everything; focus returns to the opener when it closes.
 */
export function Dialog({ open, onClose, title, children, actions, tone = "default" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className={`h-1.5 ${accents[tone]}`} />
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold">{title}</h2>
        {children && <div className="mt-2 text-slate-700">{children}</div>}
        {actions && <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>}
      </div>
    </dialog>
  );
}
