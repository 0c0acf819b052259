import { useEffect, useRef } from "react";

/**
 * The receiver signs on the screen with a finger or a mouse (pointer events, so touch and pen alike). `onChange`
 * gets the drawing as a PNG blob after each stroke, or null once cleared.
 */
export function SignaturePad({ label, onChange, error }: { label: string; onChange: (png: Blob | null) => void; error?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  useEffect(() => {
    const el = canvas.current!;
    const scale = window.devicePixelRatio || 1;
    el.width = el.clientWidth * scale;
    el.height = el.clientHeight * scale;
    const ctx = el.getContext("2d")!;
    ctx.scale(scale, scale);
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, el.width, el.height);
    ctx.lineWidth = 2.5;
    ctx.lineCap = "round";
    ctx.strokeStyle = "#0f172a";
  }, []);
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
    const el = canvas.current!;
    ctx().fillRect(0, 0, el.width, el.height);
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
          ctx().beginPath();
          ctx().moveTo(x, y);
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
