/** Six certification and classification marks, drawn as simple SVG badges (no trademarked artwork). */
const MARKS = [
  { top: "ISO", bottom: "1496 BUILT" },
  { top: "CSC", bottom: "SAFETY PLATE" },
  { top: "IICL", bottom: "INSPECTED" },
  { top: "CW", bottom: "CARGO-WORTHY" },
  { top: "DOT", bottom: "COMPLIANT" },
  { top: "A+", bottom: "BUSINESS RATING" },
];

export function Certifications() {
  return (
    <section aria-labelledby="cert-title" className="border-t border-slate-200 bg-white py-10">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="cert-title" className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase">Certified, inspected and compliant</h2>
        <ul className="mt-6 grid grid-cols-3 gap-4 sm:grid-cols-6">
          {MARKS.map((m) => (
            <li key={m.top} className="flex justify-center">
              <svg viewBox="0 0 120 120" className="size-20 sm:size-24" role="img" aria-label={`${m.top} ${m.bottom.toLowerCase()}`}>
                <circle cx="60" cy="60" r="56" fill="#fff" stroke="#0f172a" strokeWidth="4" />
                <circle cx="60" cy="60" r="46" fill="none" stroke="#ea580c" strokeWidth="2" />
                <text x="60" y="66" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="28" fill="#0f172a">{m.top}</text>
                <text x="60" y="86" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="8.5" fill="#334155" letterSpacing="0.5">{m.bottom}</text>
              </svg>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
