import { useEffect, useState } from "react";
import heroLoopMp4 from "../assets/hero-yard-loop.mp4?no-inline";
import heroLoopWebm from "../assets/hero-yard-loop.webm?no-inline";

/**
 * The looping background video: an 8-second, 90 kB clip rendered locally from the hero picture (a slow
 * zoom and drift that ends where it starts; ffmpeg, see ADR 022): VP9 in WebM, H.264 in MP4 (220 kB) for
 * browsers without VP9. It is mounted after the page has loaded and the browser is idle, never for reduced
 * motion or data saver, so it cannot delay the first paint or compete with the poster (the LCP element).
 */
export const HERO_VIDEO_SOURCES = [
  { src: heroLoopWebm, type: "video/webm" },
  { src: heroLoopMp4, type: "video/mp4" },
] as const;
type Source = { src: string; type: string };

export function HeroVideo({ poster, sources = HERO_VIDEO_SOURCES }: { poster: string; sources?: readonly Source[] }) {
  const src = sources[0]?.src;
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!src) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (reduced || saveData) return;
    let idle = 0;
    const start = () => {
      idle = window.setTimeout(() => setShow(true), 1500);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      window.clearTimeout(idle);
    };
  }, [src]);
  if (!src || !show) return null;
  return (
    <video autoPlay muted loop playsInline preload="none" poster={poster} aria-hidden="true" className="absolute inset-0 -z-20 size-full object-cover">
      {sources.map((s) => (
        <source key={s.src} src={s.src} type={s.type} />
      ))}
    </video>
  );
}
