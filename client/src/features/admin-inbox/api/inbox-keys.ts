/** The inbox's React Query keys: every key starts with the list's URL, so one invalidation refreshes lists and details. */
export const INBOX_URL = "/api/admin/inquiries";
export const inboxKeys = {
  all: [INBOX_URL] as const,
  list: (query: string) => [INBOX_URL, "list", query] as const,
  detail: (id: number) => [INBOX_URL, "detail", id] as const,
  kinds: () => [INBOX_URL, "kinds"] as const,
  assignees: () => [INBOX_URL, "assignees"] as const,
};
