import { Outlet } from "react-router";
import { SiteShell } from "../components/site/site-shell";

/** Site layout: header, side menu and footer around every public page. */
export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
