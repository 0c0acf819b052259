import { type ReactNode, useEffect, useId, useRef } from "react";
import { StrokeIcon } from "./stroke-icon";

type Size = "sm" | "md" | "lg" | "xl" | "drawer";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The visible heading; also the dialog's accessible name unless `label` is given. */
  title: string;
  label?: string;
  children?: ReactNode;
  /** Buttons or links in the footer. */
  actions?: ReactNode;
  tone?: "default" | "error" | "warning" | "success";
  /** sm: a question or notice; md–xl: a form whose body scrolls; drawer: a full-height panel on the left. */
  size?: Size;
  closeLabel?: string;
  id?: string;
};

const accents = { default: "", error: "bg-red-600", warning: "bg-amber-500", success: "bg-green-600" };
const frames: Record<Size, string> = {
  sm: "m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl",
  md: "m-auto w-[min(32rem,calc(100vw-1rem))] rounded-2xl",
  lg: "m-auto w-[min(44rem,calc(100vw-1rem))] rounded-2xl",
  xl: "m-auto w-[min(60rem,calc(100vw-1rem))] rounded-2xl",
  drawer: "m-0 h-dvh w-[min(20rem,85vw)]",
};

/**
 * The one modal dialog, on the native <dialog> element: the browser traps focus, puts it above everything and
 * gives focus back to the opener when it closes; Escape and the close button call `onClose`, so the caller's state
 * stays the truth. Notices and drawers also close on a click on the backdrop; forms do not (typing is not lost).
 * The content is only rendered while open, so a form opened again starts fresh.
 */
export function Dialog({ open, onClose, title, label, children, actions, tone = "default", size = "sm", closeLabel = "Close", id }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  const lightDismiss = size === "sm" || size === "drawer";
  return (
    <dialog
      ref={ref}
      id={id}
      // The heading exists only while open (content is rendered then): a closed dialog names no missing id.
      aria-labelledby={label || !open ? undefined : titleId}
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => lightDismiss && e.target === ref.current && onClose()}
      className={`${frames[size]} max-h-[calc(100dvh-1rem)] overflow-hidden bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 ${size === "drawer" ? "max-h-none" : ""}`}
    >
      {open && (
        <div className={`flex flex-col ${size === "drawer" ? "h-full" : "max-h-[calc(100dvh-1rem)]"}`}>
          {accents[tone] && <div className={`h-1.5 shrink-0 ${accents[tone]}`} />}
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-bold">{title}</h2>
            <button type="button" onClick={onClose} aria-label={closeLabel} className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-600">
              <StrokeIcon d="M6 6l12 12M18 6L6 18" strokeWidth={2} className="size-5" />
            </button>
          </div>
          <div className={`min-h-0 flex-1 overflow-y-auto ${size === "drawer" ? "p-3" : "px-5 py-4 text-slate-700"}`}>{children}</div>
          {actions && <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-3">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
