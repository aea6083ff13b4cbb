import type { ListingKind } from "./listing-kind";
/*
 * The React Query keys of the owners' area (/account), its Gold link on /checkout and the back
 * office: never seeded by the server, so apart from shared/query-keys.ts, whose builders are all
 * in the home page's bundle (a namespace import keeps a module whole). Imported as a namespace
 * (`import * as accountKeys`); a key's first element is the URL the default query function GETs.
 */
/** An owned listing's photos and logos in /account (issue 16). */
export const ownerPhotos = (kind: ListingKind, id: number) => [`/api/account/listings/${kind}/${id}/photos`];
/** A listing's photos and logos in the back office (issue 28 item 3): `plural` is its /api/admin segment. */
export const adminListingPhotos = (plural: "professionals" | "businesses", id: number) => [`/api/admin/${plural}/${id}/photos`];
/** The photos list of whichever area manages it: an owner's and the back office's caches never mix. */
export const listingPhotos = ({ kind, id, staff }: { kind: ListingKind; id: number; staff?: boolean | undefined }) =>
  staff ? adminListingPhotos(kind === "professional" ? "professionals" : "businesses", id) : ownerPhotos(kind, id);
/** Whether a listing can still be claimed (its page's "Claim this listing" panel). */
export const claimStatus = (kind: string, id: number | string) => ["/api/listings", kind, String(id), "claim"];
/** The owners' area (issue 16): one listing's co-owners and its hours. */
export const coOwners = (kind: string, id: number | string) => [
  `/api/account/listings/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}/co-owners`,
];
export const ownerHours = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}/hours`];
/** An owned listing's editable details and its name/category changes waiting for staff (issue 16, item 3). */
export const ownerDetails = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}`];
/** An owned listing's contact messages and change reports, newest first (issue 16, item 6). */
/** An owned listing's leads (issue 31): quotes, appointments and Contact-button messages, by status. */
export const ownerLeads = (kind: string, id: number, status?: string) => [`/api/account/listings/${kind}/${id}/leads`, ...(status ? [status] : [])];
/** An owned listing's reviews with their replies and this owner's flags (issue 30). */
export const ownerReviews = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}/reviews`];

export const ownerMessages = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}/messages`];
/** The back office's list of owners' name/category changes. */
export const adminPendingChanges = () => ["/api/admin/pending-changes"];
/** An owned professional listing's Gold: paid-through date and subscription (issue 17). */
export const ownerGold = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}/gold`];
/** An owned listing's embeddable badge and the sites that showed it (issue 32). */
export const ownerBadge = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}/badge`];
/** The signed-in owner (null when nobody is) and the listings they own: /checkout's Gold link asks both. */
export const accountMe = () => ["/api/account/me"];
export const ownedListings = () => ["/api/account/listings"];
/** An owned listing's last 30 days beside its category's median (issue 17). */
export const ownerStats = (kind: string, id: number) => [`/api/account/listings/${kind}/${id}/stats`];
/** A listing's 30-day totals in the back office (issue 17). */
export const adminListingStats = (kind: string, id: number) => [`/api/admin/${kind}/${id}/stats`];
/*
 * The back office's lists: every key starts with the list's URL, so invalidating that first element
 * alone refreshes every filtered page (and, for the inbox, every message and its listing draft).
 * A mutation of another screen (Gold changes write the audit log) invalidates through these too.
 */
/** The signed-in staff member (null when nobody is): the back office's shell asks it, signing in and out refresh it. */
export const adminMe = () => ["/api/admin/me"] as const;
export const adminAudit = () => ["/api/admin/audit"];
export const adminAuditList = (filters: object) => [...adminAudit(), filters];
export const adminPayments = () => ["/api/admin/payments"];
export const adminPaymentList = (filters: object) => [...adminPayments(), filters];
export const adminGold = (professionalId: number) => [`/api/admin/professionals/${professionalId}/gold`] as const;
export const adminInbox = () => ["/api/admin/inquiries"];
export const adminInboxLists = () => [...adminInbox(), "list"];
export const adminInboxList = (query: string) => [...adminInboxLists(), query];
export const adminInquiry = (id: number) => [...adminInbox(), "detail", id];
export const adminInboxKinds = () => [...adminInbox(), "kinds"];
export const adminInboxAssignees = () => [...adminInbox(), "assignees"];
export const adminListingDraft = (inquiryId: number) => [...adminInbox(), inquiryId, "listing-draft"];
export const adminDuplicates = (kind: string, query: object) => [`/api/admin/${kind}/duplicates`, query];
