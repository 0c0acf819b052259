/** What the server keeps of a snapshot (the share link's 1200 × 630 picture) and the most it accepts a side (ADR 071). */
const KEPT_WIDTH = 1200;
const KEPT_HEIGHT = 630;
const MAX_SIDE = 2048;

/**
 * The 3-D canvas as a JPEG data URL, scaled down to what the server keeps: a wide screen at 1.5 device pixels
 * per CSS pixel gives a canvas over 2048 px wide, which the server refuses (413), and the bytes would be thrown
 * away anyway. Scaled just enough to still cover 1200 × 630.
 */
export function canvasSnapshot(canvas: HTMLCanvasElement): string {
  const { width, height } = canvas;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height), Math.max(KEPT_WIDTH / width, KEPT_HEIGHT / height));
  if (!(scale < 1)) return canvas.toDataURL("image/jpeg", 0.82);
  const small = document.createElement("canvas");
  small.width = Math.max(1, Math.round(width * scale));
  small.height = Math.max(1, Math.round(height * scale));
  small.getContext("2d")?.drawImage(canvas, 0, 0, small.width, small.height);
  return small.toDataURL("image/jpeg", 0.82);
}
