import type { ImportKind } from "@shared/admin/import";

/** The CSV of every listing of a kind (unpublished too), in the import's format: a download link, sent with the session cookie. */
export const exportListingsUrl = (kind: ImportKind) => `/api/admin/export/${kind}.csv`;
