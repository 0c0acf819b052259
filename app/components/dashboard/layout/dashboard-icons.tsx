import { StrokeIcon } from "../../ui/stroke-icon";

/** Stroke icons for the dashboard (decorative unless labelled). */
const PATHS = {
  home: "M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z",
  cart: "M3 4h2l2.4 10.2a2 2 0 002 1.6h7.7a2 2 0 001.9-1.4L21 8H6.2M9 20.5a1 1 0 100-2 1 1 0 000 2zm9 0a1 1 0 100-2 1 1 0 000 2z",
  box: "M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8",
  file: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6",
  pin: "M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0",
  logout: "M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z",
  check: "M5 12.5l4.5 4.5L19 7",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v4l3 2",
  truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zm10 0a1.5 1.5 0 100-3 1.5 1.5 0 000 3z",
  x: "M6 6l12 12M18 6L6 18",
  spin: "M12 3a9 9 0 109 9M12 3v3",
  dot: "M12 13a1 1 0 100-2 1 1 0 000 2z",
  printer: "M7 8V3h10v5M7 17H4v-7h16v7h-3M7 14h10v7H7z",
  download: "M12 4v11m-5-5l5 5 5-5M5 20h14",
  plus: "M12 5v14M5 12h14",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z",
  calendar: "M4 6h16v15H4zM4 10h16M8 3v4m8-4v4",
} as const;

export type DashIconName = keyof typeof PATHS;

export function DashIcon({ name, className = "size-5", label }: { name: DashIconName; className?: string; label?: string }) {
  return <StrokeIcon d={PATHS[name]} strokeWidth={1.8} className={className} label={label} />;
}
