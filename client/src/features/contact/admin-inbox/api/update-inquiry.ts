import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InboxDetail, InquiryNoteRequest, InquiryPatch, InquiryReplyRequest } from "@shared/admin/inbox";
import * as accountKeys from "@shared/account-query-keys";
import { patchJson, postJson } from "@/lib/api-client";
import { INBOX_URL } from "./inbox-url";

/** PATCH /api/admin/inquiries/:id {status?, assigneeId?}: the updated message (409 for a move the workflow refuses). */
export const updateInquiry = (id: number, patch: InquiryPatch) => patchJson<InboxDetail>(`${INBOX_URL}/${id}`, patch);

/** POST /api/admin/inquiries/:id/notes {body}: the message with its new note. */
export const addInquiryNote = (id: number, note: InquiryNoteRequest) => postJson<InboxDetail>(`${INBOX_URL}/${id}/notes`, note);

/** POST /api/admin/inquiries/:id/replies {subject?, body}: queued for email; the message, now answered. */
export const sendInquiryReply = (id: number, reply: InquiryReplyRequest) => postJson<InboxDetail>(`${INBOX_URL}/${id}/replies`, reply);

/** Each write answers the whole message: it replaces the detail, and the lists (status, assignee) are re-read. */
function useInboxWrite<T>(id: number, write: (id: number, input: T) => Promise<InboxDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => write(id, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(accountKeys.adminInquiry(id), detail);
      void queryClient.invalidateQueries({ queryKey: accountKeys.adminInboxLists() });
    },
  });
}

export const useUpdateInquiry = (id: number) => useInboxWrite(id, updateInquiry);
export const useAddInquiryNote = (id: number) => useInboxWrite(id, addInquiryNote);
export const useSendInquiryReply = (id: number) => useInboxWrite(id, sendInquiryReply);
