import { useMutation } from "@tanstack/react-query";
import type { ContactResponse, ReportRequest } from "@shared/schema";
import { postJson } from "@/lib/api-client";

/** POST /api/reports: a visitor's "Report a change" on one listing (stored for the staff inbox). */
export const sendReport = (body: ReportRequest) => postJson<ContactResponse>("/api/reports", body);

export const useSendReport = () => useMutation({ mutationFn: sendReport });
