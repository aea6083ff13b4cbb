import { useMutation } from "@tanstack/react-query";
import type { LeadRequest, LeadRequestResponse, MultiLeadRequest } from "@shared/leads";
import { postJson } from "@/lib/api-client";

/** POST /api/leads: a quote or appointment request to one listing. */
export const sendLeadRequest = (body: LeadRequest) => postJson<LeadRequestResponse>("/api/leads", body);
/** POST /api/leads/multi: "Request quotes from up to 3", one lead per ticked listing. */
export const sendMultiLeadRequest = (body: MultiLeadRequest) => postJson<LeadRequestResponse>("/api/leads/multi", body);

export const useSendLeadRequest = () => useMutation({ mutationFn: sendLeadRequest });
export const useSendMultiLeadRequest = () => useMutation({ mutationFn: sendMultiLeadRequest });
