import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffOption } from "@shared/admin/inbox";
import * as accountKeys from "@shared/account-query-keys";
import { getJson } from "@/lib/api-client";
import { INBOX_URL } from "./inbox-url";

/** GET /api/admin/inquiries/kinds: every kind of message the inbox holds (contact, advertising, news, report…). */
export const getInboxKinds = () => getJson<string[]>(`${INBOX_URL}/kinds`);
export const inboxKindsQueryOptions = () => queryOptions({ queryKey: accountKeys.adminInboxKinds(), queryFn: getInboxKinds });
export const useInboxKinds = () => useQuery(inboxKindsQueryOptions());

/** GET /api/admin/inquiries/assignees: the staff a message can be assigned to. */
export const getAssignees = () => getJson<StaffOption[]>(`${INBOX_URL}/assignees`);
export const assigneesQueryOptions = () => queryOptions({ queryKey: accountKeys.adminInboxAssignees(), queryFn: getAssignees });
export const useAssignees = () => useQuery(assigneesQueryOptions());
