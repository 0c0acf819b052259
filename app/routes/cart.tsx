import { redirect } from "react-router";

/** The narrow header's cart link: the cart lives in the dashboard. */
export function loader() {
  return redirect("/dashboard/cart");
}

export default function CartRedirect() {
  return null;
}
