import { StrokeIcon } from "../ui/stroke-icon";

/** Stroke icons drawn inline (no icon font, no request). Decorative unless a label is given. */
const PATHS = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z",
  cart: "M3 4h2l2.4 10.2a2 2 0 002 1.6h7.7a2 2 0 001.9-1.4L21 8H6.2M9 20.5a1 1 0 100-2 1 1 0 000 2zm9 0a1 1 0 100-2 1 1 0 000 2z",
  search: "M11 18a7 7 0 100-14 7 7 0 000 14zm9 2l-4-4",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v4l3 2",
  pin: "M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zm10 0a1.5 1.5 0 100-3 1.5 1.5 0 000 3z",
  check: "M5 12.5l4.5 4.5L19 7",
  "chevron-left": "M15 5l-7 7 7 7",
  "chevron-right": "M9 5l7 7-7 7",
  "chevron-down": "M5 9l7 7 7-7",
  hazmat: "M12 3l9 16H3zM12 10v4m0 3v.01",
  snow: "M12 2v20M4 7l16 10M20 7L4 17M9 4l3 3 3-3M9 20l3-3 3 3",
  box: "M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8",
  boxes: "M2 10h9v9H2zM13 10h9v9h-9zM7.5 4h9v6h-9z",
  office: "M4 21V5l8-3 8 3v16M9 21v-5h6v5M8 8h2m4 0h2M8 12h2m4 0h2",
  wrench: "M14.5 6.5a4 4 0 015 5L12 19l-3 1 1-3 7.5-7.5M6 3l3 3-3 3-3-3z",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z",
  filter: "M4 5h16l-6 7v6l-4 2v-8z",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  globe: "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
  users: "M9 11a4 4 0 100-8 4 4 0 000 8zm-7 10a7 7 0 0114 0M17 11a3 3 0 100-6m5 16a6 6 0 00-4-5.6",
  calendar: "M4 6h16v15H4zM4 10h16M8 3v4m8-4v4",
  pause: "M8 5v14m8-14v14",
  play: "M7 5l12 7-12 7z",
  facebook: "M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z",
  instagram: "M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 13a4 4 0 100-8 4 4 0 000 8zm5-9.5v.01",
  linkedin: "M4 9h4v11H4zM6 4a2 2 0 110 4 2 2 0 010-4zm4 5h4v2c.6-1.2 2-2.2 4-2.2 3 0 4 2 4 5V20h-4v-5.5c0-1.4-.5-2.5-2-2.5s-2 1.1-2 2.5V20h-4z",
  youtube: "M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3zm7 1v6l5-3z",
} satisfies Record<string, string>;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = "size-5", label }: { name: IconName; className?: string; label?: string }) {
  return <StrokeIcon d={PATHS[name]} strokeWidth={1.8} className={className} label={label} />;
}
