import { Link } from "react-router";
import { useSiteSettings } from "./root-data";

/** The brand mark: a stylised container and the site name from settings. */
export function Logo({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { siteName } = useSiteSettings();
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-orange-500">
      <svg viewBox="0 0 32 24" className="h-6 w-8" aria-hidden="true" focusable="false">
        <rect x="1" y="3" width="30" height="18" rx="2" fill="#ea580c" />
        {[7, 12, 17, 22, 27].map((x) => (
          <rect key={x} x={x - 1} y="6" width="2" height="12" fill="#0f172a" opacity="0.35" />
        ))}
      </svg>
      <span className={`text-xl ${tone === "light" ? "text-white" : "text-slate-900"}`}>{siteName}</span>
    </Link>
  );
}
