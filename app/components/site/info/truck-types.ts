import type { IconName } from "../icons";

/** The three delivery methods the catalog offers, with what each needs on site. */
export const TRUCK_TYPES: { method: string; title: string; icon: IconName; text: string; needs: string[] }[] = [
  {
    method: "tilt-bed",
    title: "Tilt-bed truck",
    icon: "truck",
    text: "The bed tilts and the container slides off onto the ground, ready to use. The most popular and usually the lowest price.",
    needs: ["A straight run about twice the container's length (80 ft for a 40ft)", "14 ft of overhead clearance", "Firm, level ground"],
  },
  {
    method: "flatbed",
    title: "Flatbed truck",
    icon: "boxes",
    text: "The container arrives on a flat trailer and you lift it off with your own forklift or crane. Ideal for yards and job sites with equipment.",
    needs: ["A forklift with 8 ft forks or a crane on site", "Room for the trailer to park alongside", "Someone to sign for the unit"],
  },
  {
    method: "crane",
    title: "Crane truck",
    icon: "wrench",
    text: "A truck-mounted crane lifts the container over fences, into backyards or onto a pad or roof. For tight sites where nothing else fits.",
    needs: ["A spot for the truck within reach of the set-down point", "No power lines over the lift path", "A clear, level set-down area"],
  },
];

export const DELIVERY_STEPS = [
  { title: "Order with your zip code", text: "Prices include the delivery method you choose. We confirm the closest depot." },
  { title: "Pick a delivery window", text: "Dispatch calls to agree a date, usually within 3–7 business days." },
  { title: "Driver calls ahead", text: "You get a call about an hour before arrival and a tracking number." },
  { title: "Set down where you want", text: "Tell the driver which way the doors should face. Inspect, sign, done." },
];
