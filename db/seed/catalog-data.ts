import type { IllustrationKind } from "./illustrations.ts";

export type SeedCondition = { condition: string; price: number; description?: string };
export type SeedDimension = { dimension: string; sizeFt: string | null; price?: number; description?: string; conditions: SeedCondition[] };
export type SeedProduct = {
  name: string;
  sku: string;
  description: string;
  categories: string[];
  price: number;
  specs: (string | { title: string; value: string })[];
  dimensions: SeedDimension[];
  delivery: { crane: number; "tilt-bed": number; flatbed: number };
  picture: { kind: IllustrationKind; color: string; label: string };
};

/** Realistic 2026 US dollar prices; stored as cents by the seeder. */
const saleConditions = (newPrice: number): SeedCondition[] => [
  { condition: "New (One-Trip)", price: newPrice, description: "Used for a single voyage from the factory: clean, straight and freshly painted." },
  { condition: "Used (Cargo-Worthy)", price: Math.round(newPrice * 0.62), description: "Certified to carry cargo overseas. Surface rust and dents, structurally sound." },
  { condition: "Used (Wind & Watertight)", price: Math.round(newPrice * 0.5), description: "Retired from shipping, inspected to be dry and secure for storage on land." },
  { condition: "Refurbished", price: Math.round(newPrice * 0.78), description: "Rust treated, new floor where needed, repainted in your choice of colour." },
];

const delivery = (size: number) => ({ crane: 650 + size * 10, "tilt-bed": 295 + size * 4, flatbed: 375 + size * 6 });
const smallDelivery = { crane: 450, "tilt-bed": 150, flatbed: 95 };

const containerSpecs = (ft: number, hc = false) => [
  { title: "External length", value: `${ft}' 0"` },
  { title: "External height", value: hc ? `9' 6"` : `8' 6"` },
  { title: "Internal height", value: hc ? `8' 10"` : `7' 10"` },
  { title: "Doors", value: "Double cargo doors with lock box" },
  { title: "Floor", value: "28 mm marine-grade plywood" },
  "Corten steel, wind and watertight",
];

type SaleSpec = [name: string, sku: string, ft: number, newPrice: number, hc: boolean, color: string, extra: string];
const saleContainers: SaleSpec[] = [
  ["10ft Storage Container", "BX-S10", 10, 3450, false, "#2563eb", "Compact steel storage for tight yards, job sites and backyards."],
  ["16ft Storage Container", "BX-S16", 16, 4150, false, "#0f766e", "Cut-down container that fits a driveway and still holds a garage's worth of goods."],
  ["20ft Standard Shipping Container", "BX-S20", 20, 4650, false, "#b91c1c", "The most popular size: fits two cars' worth of storage or a full house move."],
  ["20ft High Cube Container", "BX-S20HC", 20, 5150, true, "#1d4ed8", "A foot taller than standard for tall equipment, shelving and conversions."],
  ["24ft Storage Container", "BX-S24", 24, 5650, false, "#15803d", "A longer cut-down unit for contractors who need more than twenty feet."],
  ["30ft Storage Container", "BX-S30", 30, 6250, false, "#9333ea", "Cut from a forty-footer with a welded end wall: long storage where space is tight."],
  ["40ft Standard Shipping Container", "BX-S40", 40, 6450, false, "#c2410c", "Double the space of a twenty-footer for warehouses, farms and job sites."],
  ["40ft High Cube Shipping Container", "BX-S40HC", 40, 6950, true, "#0369a1", "The go-to for conversions and bulky storage: 2,700 cubic feet of space."],
  ["45ft High Cube Container", "BX-S45HC", 45, 8950, true, "#4d7c0f", "The largest ISO box: maximum volume for logistics yards and large inventories."],
  ["20ft Double Door Container", "BX-DD20", 20, 6150, false, "#be123c", "Cargo doors at both ends for drive-through access and easy loading."],
  ["40ft Double Door High Cube", "BX-DD40", 40, 8650, true, "#7c3aed", "Doors at both ends of a high cube: ideal for equipment and workshops."],
  ["20ft Open Side Container", "BX-OS20", 20, 9850, false, "#0e7490", "The full side opens for wide access: pop-up shops, bars and equipment bays."],
  ["40ft Open Side High Cube", "BX-OS40", 40, 15950, true, "#a16207", "Full-length side doors on a forty-foot high cube for the widest access."],
  ["20ft Open Top Container", "BX-OT20", 20, 7250, false, "#334155", "Removable tarp roof for loading by crane: machinery, scrap and tall cargo."],
  ["40ft Open Top Container", "BX-OT40", 40, 9950, false, "#1e40af", "A forty-foot open top for long, tall loads loaded from above."],
  ["20ft Flat Rack Container", "BX-FR20", 20, 8950, false, "#78350f", "Collapsible end walls and no roof for vehicles, pipes and oversized loads."],
  ["40ft Flat Rack Container", "BX-FR40", 40, 13950, false, "#57534e", "Heavy-duty forty-foot flat rack rated for 40 tons of out-of-gauge cargo."],
  ["Tunnel Container 40ft", "BX-TN40", 40, 9450, false, "#065f46", "Doors at both ends of a forty-footer for tunnel-style storage and passage."],
];

function saleContainer([name, sku, ft, newPrice, hc, color, extra]: SaleSpec): SeedProduct {
  const conditions = saleConditions(newPrice);
  return {
    name,
    sku,
    description: `${extra} Every unit is inspected in our depot before delivery, with lockable cargo doors and a marine-grade floor. Delivered by tilt-bed, flatbed or crane across the continental United States.`,
    categories: ["containers"],
    price: conditions[2].price,
    specs: containerSpecs(ft, hc),
    dimensions: [{ dimension: `${ft}ft${hc ? " High Cube" : ""}`, sizeFt: `${ft}ft`, price: conditions[2].price, conditions }],
    delivery: delivery(ft),
    picture: { kind: ft === 20 && sku.includes("DD") ? "doors" : "container", color, label: `${ft}'${hc ? " HC" : ""}` },
  };
}

const multiSize: SeedProduct = {
  name: "Shipping Container – Choose Your Size",
  sku: "BX-MULTI",
  description: "Pick a size and a condition: the same inspected steel box in three lengths, from a backyard twenty to a high cube forty. Prices update as you choose.",
  categories: ["containers"],
  price: 2350,
  specs: ["Corten steel", "Lockable double doors", "Forklift pockets on 20ft units"],
  dimensions: [
    { dimension: "20ft", sizeFt: "20ft", price: 2350, description: "Twenty feet long, 1,170 cubic feet.", conditions: saleConditions(4650) },
    { dimension: "40ft", sizeFt: "40ft", price: 3250, description: "Forty feet long, 2,390 cubic feet.", conditions: saleConditions(6450) },
    { dimension: "40ft High Cube", sizeFt: "40ft", price: 3550, description: "Forty feet long and 9'6\" tall, 2,700 cubic feet.", conditions: saleConditions(6950) },
  ],
  delivery: delivery(30),
  picture: { kind: "container", color: "#0f766e", label: "20' / 40'" },
};

type SimpleSpec = [name: string, sku: string, categories: string[], price: number, size: number | null, kind: IllustrationKind, color: string, text: string];

const simple: SimpleSpec[] = [
  // Rentals: monthly prices.
  ["10ft Storage Container Rental (monthly)", "BX-R10", ["rent"], 119, 10, "container", "#2563eb", "Rent a ten-footer by the month for seasonal stock or a renovation."],
  ["20ft Storage Container Rental (monthly)", "BX-R20", ["rent"], 149, 20, "container", "#b91c1c", "Secure on-site storage delivered to your door, billed month to month."],
  ["40ft Storage Container Rental (monthly)", "BX-R40", ["rent"], 199, 40, "container", "#c2410c", "Twice the room of a twenty for inventory overflow and job sites."],
  ["40ft High Cube Rental (monthly)", "BX-R40HC", ["rent"], 219, 40, "container", "#0369a1", "Extra height for tall equipment, month to month."],
  ["20ft Ground Level Office Rental (monthly)", "BX-RGLO20", ["rent", "ground level office", "office containers"], 425, 20, "office", "#475569", "A ready site office at ground level: lights, outlets, A/C and a lockable door."],
  ["40ft Ground Level Office Rental (monthly)", "BX-RGLO40", ["rent", "ground level office", "office containers"], 595, 40, "office", "#334155", "Two rooms, desks and heating and cooling for your crew, at ground level."],
  ["20ft Refrigerated Container Rental (monthly)", "BX-RRF20", ["rent", "cold storage"], 695, 20, "reefer", "#e2e8f0", "Holds -20°F to 80°F for food service, events and harvests."],
  ["40ft Refrigerated Container Rental (monthly)", "BX-RRF40", ["rent", "cold storage"], 895, 40, "reefer", "#f1f5f9", "Forty feet of cold storage with remote temperature monitoring."],
  ["20ft Office Container Rental (monthly)", "BX-RO20", ["rent", "office containers"], 395, 20, "office", "#64748b", "A furnished container office with windows, power and insulation."],
  // Office containers for sale.
  ["10ft Container Office", "BX-O10", ["office containers"], 11950, 10, "office", "#1f2937", "A compact guard booth or ticket office with window, door and power."],
  ["20ft Container Office", "BX-O20", ["office containers"], 18950, 20, "office", "#374151", "Insulated office with two windows, a personnel door, lights, outlets and A/C."],
  ["40ft Container Office with Restroom", "BX-O40R", ["office containers"], 38950, 40, "office", "#111827", "Two offices and a restroom in one unit, ready to plug in on your site."],
  ["20ft Ground Level Office", "BX-GLO20", ["office containers", "ground level office"], 16950, 20, "office", "#4b5563", "Walk straight in: a ground-level office with steps-free access and A/C."],
  ["40ft Ground Level Office", "BX-GLO40", ["office containers", "ground level office"], 29950, 40, "office", "#1e3a8a", "A forty-foot site office at ground level with two rooms and a break area."],
  ["Container Sales Booth", "BX-OBOOTH", ["office containers"], 14950, 10, "office", "#9a3412", "A ten-foot kiosk with a serving window, counter and lighting."],
  // Cold storage.
  ["20ft Refrigerated Container (New)", "BX-RF20N", ["cold storage"], 24950, 20, "reefer", "#f8fafc", "A new-build reefer with a Carrier unit holding -20°F to 80°F."],
  ["40ft High Cube Refrigerated Container", "BX-RF40HC", ["cold storage"], 29950, 40, "reefer", "#e5e7eb", "Forty feet of cold storage for restaurants, farms and distributors."],
  ["20ft Used Refrigerated Container", "BX-RF20U", ["cold storage"], 11950, 20, "reefer", "#d1d5db", "Inspected used reefer, pre-trip tested, for cold storage on a budget."],
  ["40ft Blast Freezer Container", "BX-BF40", ["cold storage"], 44950, 40, "reefer", "#cbd5e1", "Freezes down to -76°F for seafood, meat and medical storage."],
  ["10ft Walk-in Cooler Container", "BX-WC10", ["cold storage"], 15950, 10, "reefer", "#f1f5f9", "A walk-in cooler that fits behind a restaurant or at an event."],
  ["20ft Cold Storage Modification", "BX-CSM20", ["cold storage"], 16950, 20, "reefer", "#e2e8f0", "Your container insulated and fitted with a cooling unit and door seals."],
  // Hazmat storage.
  ["10ft Hazmat Storage Container", "BX-HZ10", ["hazmat storage"], 12950, 10, "hazmat", "#eab308", "Spill-containment sump, ventilation and grounding for flammables."],
  ["20ft Hazmat Storage Container", "BX-HZ20", ["hazmat storage"], 19950, 20, "hazmat", "#ca8a04", "Built for chemicals: spill sump, explosion-proof lights and vents."],
  ["40ft Hazmat Storage Container", "BX-HZ40", ["hazmat storage"], 29950, 40, "hazmat", "#a16207", "Forty feet of compliant chemical storage with separated bays."],
  ["Chemical Storage Locker 16ft", "BX-HZL16", ["hazmat storage"], 14950, 16, "hazmat", "#facc15", "A fire-rated chemical locker with shelving and spill containment."],
  ["Battery Storage Container 20ft", "BX-HZB20", ["hazmat storage"], 21950, 20, "hazmat", "#eab308", "Ventilated, fire-rated housing for lithium battery storage."],
  // Conjoined containers.
  ["Conjoined 2 × 20ft Container Building", "BX-CJ2X20", ["conjoined containers"], 24950, 20, "conjoined", "#0f766e", "Two twenty-footers joined side by side into one 320 sq ft room."],
  ["Conjoined 2 × 40ft Container Building", "BX-CJ2X40", ["conjoined containers"], 39950, 40, "conjoined", "#1d4ed8", "Two forty-footers joined into one 640 sq ft workshop or showroom."],
  ["Conjoined 3 × 40ft Workshop", "BX-CJ3X40", ["conjoined containers"], 58950, 40, "conjoined", "#7c2d12", "Three high cubes joined into a 960 sq ft workshop with roll-up doors."],
  ["Conjoined 20ft + 40ft L-Shaped Office", "BX-CJL", ["conjoined containers", "office containers"], 46950, 40, "conjoined", "#374151", "An L-shaped office building from a twenty and a forty."],
  // Parts and add-ons.
  ["Container Lock Box", "BX-P-LOCKBOX", ["parts"], 89, null, "part", "#f97316", "Welded steel shroud that protects your padlock from bolt cutters."],
  ["Roll-Up Door 8ft × 7ft", "BX-P-ROLLUP", ["parts"], 1495, null, "part", "#64748b", "A steel roll-up door with frame, installed on any container wall."],
  ["Personnel Door with Lockset", "BX-P-PDOOR", ["parts"], 1195, null, "part", "#334155", "A 36-inch steel man door with frame, lever lockset and deadbolt."],
  ["Container Window Kit 36 × 24", "BX-P-WINDOW", ["parts"], 495, null, "part", "#0ea5e9", "Sliding window with security bars and a welded steel frame."],
  ["Container Vents (pair)", "BX-P-VENTS", ["parts"], 79, null, "part", "#94a3b8", "Louvred vents that cut condensation in stored goods."],
  ["Container Shelving Kit", "BX-P-SHELF", ["parts"], 649, null, "part", "#a3a3a3", "Steel shelving that bolts to container rails, no drilling."],
  ["Container Ramp 2-Ton", "BX-P-RAMP", ["parts"], 895, null, "part", "#525252", "Steel ramp rated for 4,000 lb for forklifts and carts."],
  ["Twist Locks (set of 4)", "BX-P-TWIST", ["parts"], 129, null, "part", "#71717a", "Manual twist locks for stacking and securing containers."],
  ["Electrical Package", "BX-P-ELEC", ["parts"], 1650, null, "part", "#facc15", "Breaker panel, LED lights, outlets and an exterior hookup."],
  ["Spray Foam Insulation (20ft)", "BX-P-INSUL", ["parts"], 2850, null, "part", "#fde68a", "Closed-cell spray foam on walls and ceiling against heat and condensation."],
  ["Wall-Mounted A/C Unit", "BX-P-AC", ["parts"], 1850, null, "part", "#e2e8f0", "A 12,000 BTU wall unit with heat strip, installed and sealed."],
  ["Container Anchoring Kit", "BX-P-ANCHOR", ["parts"], 349, null, "part", "#475569", "Ground anchors and straps for hurricane and wind zones."],
  // Chassis and trailers.
  ["20ft Container Chassis", "BX-C20", ["chasis"], 8950, 20, "chassis", "#1f2937", "Tandem-axle chassis for twenty-foot containers, DOT compliant."],
  ["40ft Gooseneck Container Chassis", "BX-C40G", ["chasis"], 12950, 40, "chassis", "#111827", "Gooseneck chassis that carries a forty-foot high cube low to the road."],
  ["20/40ft Combo Chassis", "BX-CCOMBO", ["chasis"], 14950, 40, "chassis", "#374151", "One chassis for both twenty and forty-foot containers."],
  ["Tri-Axle Container Chassis", "BX-CTRI", ["chasis"], 16950, 40, "chassis", "#0f172a", "Three axles for heavy twenty-foot loads up to 67,000 lb."],
  ["Extendable Container Chassis 20–45ft", "BX-CEXT", ["chasis"], 18950, 45, "chassis", "#1e293b", "Slides from twenty to forty-five feet for every box size."],
  ["Tilt-Bed Container Trailer", "BX-CTILT", ["chasis"], 24950, 40, "chassis", "#334155", "A tilt-bed trailer that sets containers down without a crane."],
];

function simpleProduct([name, sku, categories, price, size, kind, color, text]: SimpleSpec): SeedProduct {
  const isRent = categories.includes("rent");
  const isPart = size === null;
  const label = isPart ? "" : `${size}'`;
  return {
    name,
    sku,
    description: `${text} ${isRent ? "Rentals include delivery scheduling, pick-up at the end of the term and no long-term contract." : isPart ? "Ships from our Miami depot or installs on a container you buy from us." : "Built and inspected in our depot, delivered anywhere in the continental United States."}`,
    categories,
    price,
    specs: isPart
      ? ["Fits standard ISO containers", { title: "Warranty", value: "1 year" }]
      : [{ title: "Length", value: `${size} ft` }, { title: "Construction", value: "Corten steel" }, isRent ? { title: "Term", value: "Month to month" } : { title: "Warranty", value: "1 year structural" }],
    dimensions: isPart ? [] : [{ dimension: `${size}ft`, sizeFt: `${size}ft`, price, conditions: isRent ? [] : kind === "reefer" || kind === "hazmat" ? [{ condition: "New", price }] : [] }],
    delivery: isPart ? smallDelivery : delivery(size ?? 20),
    picture: { kind, color, label },
  };
}

export const demoCatalog: SeedProduct[] = [...saleContainers.map(saleContainer), multiSize, ...simple.map(simpleProduct)];

export const categoryNames: Record<string, string> = {
  containers: "Containers",
  "office containers": "Office Containers",
  "cold storage": "Cold Storage",
  "conjoined containers": "Conjoined Containers",
  "ground level office": "Ground Level Office",
  "hazmat storage": "Hazmat Storage",
  parts: "Parts",
  chasis: "Chassis & Trailers",
  rent: "Rent",
};
