import hazmat480 from "../assets/project-hazmat-480.webp?no-inline";
import hazmat960 from "../assets/project-hazmat-960.webp?no-inline";
import office480 from "../assets/project-office-480.webp?no-inline";
import office960 from "../assets/project-office-960.webp?no-inline";
import popup480 from "../assets/project-popup-480.webp?no-inline";
import popup960 from "../assets/project-popup-960.webp?no-inline";
import reefer480 from "../assets/project-reefer-480.webp?no-inline";
import reefer960 from "../assets/project-reefer-960.webp?no-inline";
import site480 from "../assets/project-site-480.webp?no-inline";
import site960 from "../assets/project-site-960.webp?no-inline";
import workshop480 from "../assets/project-workshop-480.webp?no-inline";
import workshop960 from "../assets/project-workshop-960.webp?no-inline";
import { shopPath } from "../links";

export type Project = {
  title: string;
  place: string;
  kind: string;
  challenge: string;
  result: string;
  image: [small: string, large: string];
  alt: string;
  shop: { label: string; to: string };
};

/** Case studies shown on /gallery. */
export const PROJECTS: Project[] = [
  { title: "Two-room site office for a highway crew", place: "Phoenix, AZ", kind: "Office container", challenge: "A road builder needed a cooled office on a gravel lot within two weeks.", result: "A 40ft ground level office with two rooms and A/C, set by tilt-bed on day nine.", image: [office480, office960], alt: "Blue 40-foot container office with four barred windows and a door", shop: { label: "Office containers", to: shopPath("office containers") } },
  { title: "Cold room for a farm-to-table kitchen", place: "Nashville, TN", kind: "Refrigerated container", challenge: "A restaurant outgrew its walk-in and had no room to build.", result: "A 20ft reefer behind the kitchen holding 34°F, monitored from the chef's phone.", image: [reefer480, reefer960], alt: "White 20-foot refrigerated container with its cooling unit", shop: { label: "Cold storage", to: shopPath("cold storage") } },
  { title: "960 sq ft fabrication workshop", place: "Denver, CO", kind: "Conjoined containers", challenge: "A metal shop wanted a weatherproof building without a permit-heavy steel frame.", result: "Three 40ft high cubes joined with the inner walls removed and two roll-up doors.", image: [workshop480, workshop960], alt: "Three joined containers forming one workshop", shop: { label: "Conjoined containers", to: shopPath("conjoined containers") } },
  { title: "Chemical store for a water utility", place: "Houston, TX", kind: "Hazmat storage", challenge: "Chlorine and fuel needed separate, vented, spill-contained storage.", result: "A 20ft hazmat unit with sump, explosion-proof lights and two bays.", image: [hazmat480, hazmat960], alt: "Yellow hazmat storage container with a warning diamond", shop: { label: "Hazmat storage", to: shopPath("hazmat storage") } },
  { title: "Pop-up coffee bar", place: "Miami, FL", kind: "Custom build", challenge: "A roaster wanted a shop that could move between markets.", result: "A 20ft double-door box with a serving window, counter, power and a bold red coat.", image: [popup480, popup960], alt: "Red 20-foot container with open double doors", shop: { label: "Parts & add-ons", to: shopPath("parts") } },
  { title: "Secure yard for a solar installer", place: "Reno, NV", kind: "Storage containers", challenge: "Panels and inverters kept walking off an open lot.", result: "Two 40ft and one 20ft container with lock boxes, stacked for a compact, lockable yard.", image: [site480, site960], alt: "Two 40-foot containers side by side with a 20-foot one stacked on top, in a yard", shop: { label: "Containers for sale", to: shopPath("buy") } },
];
