import { Outlet } from "react-router";

/** Site layout: header, side menu and footer (owned by the storefront issue). */
export default function SiteLayout() {
  return <Outlet />;
}
