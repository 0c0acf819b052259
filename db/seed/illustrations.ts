/**
 * Product pictures drawn as SVG and rendered by sharp at seed time, so the demo shop has real
 * images without any network. Each kind is a simple, recognisable drawing in a chosen colour.
 */
export type IllustrationKind = "container" | "doors" | "office" | "reefer" | "hazmat" | "conjoined" | "part" | "chassis" | "site";

const W = 1200;
const H = 800;

function ribs(x: number, y: number, w: number, h: number, step: number, shade: string) {
  let out = "";
  for (let i = x + step; i < x + w - 4; i += step) out += `<rect x="${i}" y="${y + 6}" width="${step / 3}" height="${h - 12}" fill="${shade}" opacity="0.35"/>`;
  return out;
}

function box(x: number, y: number, w: number, h: number, color: string, label = "") {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${color}"/>
  <rect x="${x}" y="${y}" width="${w}" height="14" fill="#000" opacity="0.18"/>
  <rect x="${x}" y="${y + h - 14}" width="${w}" height="14" fill="#000" opacity="0.25"/>
  ${ribs(x, y, w, h, 28, "#000")}
  ${label ? `<text x="${x + 30}" y="${y + 70}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="44" fill="#fff" opacity="0.9">${label}</text>` : ""}`;
}

function scene(inner: string, sky: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f8fafc"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect y="${H - 170}" width="${W}" height="170" fill="#cbd5e1"/>
  <rect y="${H - 170}" width="${W}" height="8" fill="#94a3b8"/>
  ${inner}
</svg>`;
}

export function illustration(kind: IllustrationKind, color: string, label = ""): string {
  switch (kind) {
    case "container":
      return scene(box(120, 250, 960, 400, color, label), "#bfdbfe");
    case "doors":
      return scene(
        `${box(300, 180, 600, 470, color)}
        <line x1="600" y1="190" x2="600" y2="640" stroke="#111" stroke-width="6" opacity="0.5"/>
        ${[370, 450, 750, 830].map((x) => `<rect x="${x}" y="200" width="12" height="430" rx="5" fill="#334155"/>`).join("")}
        <text x="330" y="250" font-family="Arial" font-weight="700" font-size="34" fill="#fff">${label}</text>`,
        "#dbeafe",
      );
    case "office":
      return scene(
        `${box(120, 250, 960, 400, color, label)}
        <rect x="260" y="360" width="220" height="150" fill="#e0f2fe" stroke="#fff" stroke-width="10"/>
        <rect x="700" y="360" width="220" height="150" fill="#e0f2fe" stroke="#fff" stroke-width="10"/>
        <rect x="540" y="330" width="110" height="320" fill="#475569" stroke="#fff" stroke-width="8"/>`,
        "#c7d2fe",
      );
    case "reefer":
      return scene(
        `${box(120, 250, 960, 400, color, label)}<rect x="980" y="300" width="90" height="300" fill="#64748b"/>
        ${[330, 380, 430, 480, 530].map((y) => `<rect x="990" y="${y}" width="70" height="18" fill="#1e293b"/>`).join("")}`,
        "#e0f2fe",
      );
    case "hazmat":
      return scene(
        `${box(120, 250, 960, 400, color, label)}
        <g transform="translate(600 450) rotate(45)"><rect x="-90" y="-90" width="180" height="180" fill="#fff" stroke="#dc2626" stroke-width="14"/></g>
        <text x="600" y="470" text-anchor="middle" font-family="Arial" font-weight="700" font-size="46" fill="#dc2626">HAZ</text>`,
        "#fef3c7",
      );
    case "conjoined":
      return scene(`${box(80, 300, 500, 350, color, label)}${box(600, 300, 520, 350, color)}
        <rect x="560" y="330" width="60" height="290" fill="#0f172a" opacity="0.3"/>`, "#ddd6fe");
    case "part":
      return scene(
        `<rect x="400" y="220" width="400" height="420" rx="30" fill="${color}"/>
        <circle cx="600" cy="380" r="80" fill="#e2e8f0" stroke="#0f172a" stroke-width="14"/>
        <rect x="560" y="460" width="80" height="120" rx="12" fill="#0f172a"/>
        <text x="600" y="700" text-anchor="middle" font-family="Arial" font-weight="700" font-size="44" fill="#0f172a">${label}</text>`,
        "#e5e7eb",
      );
    case "chassis":
      return scene(
        `<rect x="100" y="470" width="1000" height="40" fill="${color}"/>
        <rect x="140" y="430" width="920" height="40" fill="${color}" opacity="0.8"/>
        ${[220, 320, 880, 980].map((x) => `<circle cx="${x}" cy="560" r="55" fill="#111827"/><circle cx="${x}" cy="560" r="22" fill="#9ca3af"/>`).join("")}
        <rect x="1040" y="380" width="30" height="120" fill="#334155"/>
        <text x="160" y="410" font-family="Arial" font-weight="700" font-size="44" fill="#0f172a">${label}</text>`,
        "#e2e8f0",
      );
    case "site":
      return scene(
        `${box(60, 330, 520, 320, color)}${box(620, 330, 520, 320, "#1d4ed8")}${box(330, 90, 540, 240, "#b45309", label)}`,
        "#fde68a",
      );
  }
}
