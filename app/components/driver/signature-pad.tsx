import { useRef } from "react";

/**
 * The receiver signs on the screen with a finger or a mouse (pointer events, so touch and pen alike). `onChange`
 * gets the drawing as a PNG blob after each stroke, or null once cleared.
 */
export function SignaturePad({ label, onChange, error }: { label: string; onChange: (png: Blob | null) => void; error?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  /**
   * Sized to its box at the first stroke, not on mount: the pad opens inside a dialog, which is laid out only after
   * its children's effects ran (a canvas sized then is 0 × 0 and gives no picture).
   */
  const prepare = (wipe = false) => {
    const el = canvas.current!;
    const scale = window.devicePixelRatio || 1;
    const ctx = el.getContext("2d")!;
    if (!wipe && el.width === Math.round(el.clientWidth * scale)) return ctx;
    el.width = Math.round(el.clientWidth * scale);
    el.height = Math.round(el.clientHeight * scale);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, el.clientWidth, el.clientHeight);
    ctx.lineWidth = 2.5;
    ctx.lineCap = "round";
    ctx.strokeStyle = "#0f172a";
    return ctx;
  };
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return [e.clientX - box.left, e.clientY - box.top] as const;
  };
  const ctx = () => canvas.current!.getContext("2d")!;
  const finish = () => {
    if (!drawing.current) return;
    drawing.current = false;
    canvas.current!.toBlob((b) => onChange(b), "image/png");
  };
  const clear = () => {
    prepare(true);
    onChange(null);
  };
  return (
    <div>
      <div className="mb-1 flex items-center justify-between text-sm font-medium text-slate-800">
        <span id="signature-label">{label}</span>
        <button type="button" className="text-sm text-blue-700 underline" onClick={clear}>Clear</button>
      </div>
      <canvas
        ref={canvas}
        role="img"
        aria-labelledby="signature-label"
        data-testid="signature-pad"
        className={`h-40 w-full touch-none rounded-lg border bg-white ${error ? "border-red-500" : "border-slate-300"}`}
        onPointerDown={(e) => {
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const [x, y] = point(e);
          const c = prepare();
          c.beginPath();
          c.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const [x, y] = point(e);
          ctx().lineTo(x, y);
          ctx().stroke();
        }}
        onPointerUp={finish}
        onPointerLeave={finish}
      />
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
