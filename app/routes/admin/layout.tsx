import { Outlet } from "react-router";

/** Admin layout: sidebar and guard (owned by the admin issue). */
export default function AdminLayout() {
  return <Outlet />;
}
