import { useEffect, useState } from "react";

/**
 * The looping background video. No clip ships with the demo, so HERO_VIDEO_SRC is empty and only the
 * poster shows; set it to an MP4 under /media to turn the video on. It is mounted after the page
 * has loaded and the browser is idle, never for reduced motion or data saver, so it cannot delay the
 * first paint or compete with the poster for bandwidth.
 */
export const HERO_VIDEO_SRC = "";

export function HeroVideo({ poster, src = HERO_VIDEO_SRC }: { poster: string; src?: string }) {
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
      <source src={src} type="video/mp4" />
    </video>
  );
}
