/**
 * Who may do what in the admin panel (issue 46, ADR 084). "admin" is stored for the owner (every account that was an
 * admin before staff roles kept its rights); the panel calls it "Owner". A driver has no admin panel: only /driver.
 */
export const USER_ROLES = ["user", "admin", "sales", "dispatch", "accounts", "driver"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that open the admin panel, the owner first. */
export const STAFF_ROLES = ["admin", "sales", "dispatch", "accounts"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles the owner can give on the Staff page ("user" takes staff rights away). */
export const ASSIGNABLE_ROLES = ["admin", "sales", "dispatch", "accounts", "driver", "user"] as const;

export const ROLE_LABELS: Record<UserRole, string> = {
  user: "Customer",
  admin: "Owner",
  sales: "Sales",
  dispatch: "Dispatch",
  accounts: "Accounts",
  driver: "Driver",
};

/**
 * The admin panel's areas and the roles that reach each; the owner reaches all of them. `orders` and `customers`
 * are the reading side several roles need (dispatch reads the order it drives, accounts the customer it bills).
 */
export const AREA_ROLES = {
  everyone: ["sales", "dispatch", "accounts"],
  orders: ["sales", "dispatch", "accounts"],
  customers: ["sales", "accounts"],
  sales: ["sales"],
  dispatch: ["dispatch"],
  accounts: ["accounts"],
  owner: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AdminArea = keyof typeof AREA_ROLES;

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Whether a role reaches an area: the owner everywhere, staff where AREA_ROLES lists them, nobody else. */
export function mayUseArea(role: string, area: AdminArea): boolean {
  if (role === "admin") return true;
  return (AREA_ROLES[area] as readonly string[]).includes(role);
}
