/** The inbox's API; its React Query keys (@shared/account-query-keys) start with this URL. */
export const INBOX_URL = "/api/admin/inquiries";
