import type { StaffRoleName } from "@shared/admin/staff";

/** A section of the back office: its address under /admin, its nav label and the lowest role that may open it. */
export interface AdminSection {
  href: string;
  label: string;
  minRole: StaffRoleName;
}

/**
 * The back office's sections in nav order. Editors run listings, categories and the inbox; the
 * rest is for admins. The server enforces the same with requireRole on every /api/admin route:
 * hiding a link here is for clarity, not security. admin-router.tsx maps each href to its screen.
 */
export const adminSections = [
  { href: "/", label: "Dashboard", minRole: "editor" },
  { href: "/listings", label: "Listings", minRole: "editor" },
  { href: "/categories", label: "Categories", minRole: "editor" },
  { href: "/inbox", label: "Inbox", minRole: "editor" },
  { href: "/leads", label: "Leads", minRole: "editor" },
  { href: "/claims", label: "Claims", minRole: "editor" },
  { href: "/changes", label: "Owner changes", minRole: "editor" },
  { href: "/reviews", label: "Reviews", minRole: "editor" },
  { href: "/import", label: "Import", minRole: "editor" },
  { href: "/payments", label: "Payments", minRole: "admin" },
  { href: "/audit", label: "Audit log", minRole: "admin" },
  { href: "/mail", label: "Outgoing mail", minRole: "admin" },
  { href: "/staff", label: "Staff", minRole: "admin" },
  { href: "/partners", label: "Partner keys", minRole: "admin" },
  { href: "/settings", label: "Settings", minRole: "admin" },
] as const satisfies readonly AdminSection[];

export type AdminSectionHref = (typeof adminSections)[number]["href"];

const rank: Record<StaffRoleName, number> = { editor: 1, admin: 2 };

/** Whether a member with `role` may open a section (or use an action) that needs `minRole`. */
export const roleAllows = (role: StaffRoleName, minRole: StaffRoleName) => rank[role] >= rank[minRole];

/** The sections this role may open, in nav order. */
export const sectionsFor = (role: StaffRoleName): AdminSection[] => adminSections.filter((s) => roleAllows(role, s.minRole));

/** The member's own page (two-factor sign-in), linked from the header rather than the nav. */
export const ACCOUNT_HREF = "/account";
