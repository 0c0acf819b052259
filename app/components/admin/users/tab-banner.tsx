import { Alert } from "../../ui/alert";

export type Banner = { tone: "success" | "error"; text: string } | null;

/** The green or red banner of a user tab (SPEC section 8). */
export function TabBanner({ banner }: { banner: Banner }) {
  return banner ? <Alert tone={banner.tone} className="mb-4">{banner.text}</Alert> : null;
}
