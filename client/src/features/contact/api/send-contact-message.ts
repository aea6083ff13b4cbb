import { useMutation } from "@tanstack/react-query";
import type { ContactRequest, ContactResponse } from "@shared/schema";
import { postJson } from "@/lib/api-client";

/** POST /api/contact: the contact, advertising and news forms all send here. */
export const sendContactMessage = (body: ContactRequest) => postJson<ContactResponse>("/api/contact", body);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
