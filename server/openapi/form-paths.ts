import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { claimConfirmSchema, claimRequestFormSchema, claimRequestSchema, signInRequestSchema } from "@shared/account/claims";
import {
  claimConfirmResponseSchema,
  claimSentResponseSchema,
  claimStatusSchema,
  mailAnswerSchema,
  mailStatusSchema,
  messageResponseSchema,
  stillCorrectResponseSchema,
} from "@shared/api-responses";
import { stillCorrectRequestSchema } from "@shared/freshness";
import { leadRequestResponseSchema, leadRequestSchema, multiLeadRequestSchema } from "@shared/leads";
import { listingPathParamsSchema } from "@shared/listing-kind-schema";
import { statBeaconSchema } from "@shared/listing-stats";
import { memberSignInSchema, reviewListQuerySchema, reviewSummarySchema } from "@shared/reviews-schema";
import {
  contactRequestSchema,
  contactResponseSchema,
  intentIdParamSchema,
  paymentIntentRequestSchema,
  paymentIntentResponseSchema,
  paymentStatusResponseSchema,
  reportRequestSchema,
} from "@shared/schema";
import { errors, idempotencyHeaders, json, jsonBody, replayedHeader, writeErrors } from "./describe";

/** Reviews, claims, sign-in links, the public forms, payments and the statistics beacon. */
export function registerFormPaths(registry: OpenAPIRegistry) {
  const post = (
    path: string,
    operationId: string,
    tag: string,
    summary: string,
    body: z.ZodType,
    responses: Parameters<OpenAPIRegistry["registerPath"]>[0]["responses"],
  ) =>
    registry.registerPath({
      method: "post",
      path,
      operationId,
      tags: [tag],
      summary,
      request: { headers: idempotencyHeaders, body: jsonBody(body) },
      responses,
    });

  registry.registerPath({
    method: "get",
    path: "/api/listings/{kind}/{id}/reviews",
    operationId: "listReviews",
    tags: ["Reviews"],
    summary: "A listing's published reviews",
    request: { params: listingPathParamsSchema, query: reviewListQuerySchema },
    responses: { 200: json("The summary and one page of reviews (next page: `offset=nextOffset`).", reviewSummarySchema), ...errors(404) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/listings/{kind}/{id}/claim",
    operationId: "getClaimStatus",
    tags: ["Owners"],
    summary: "Whether a listing can be claimed",
    request: { params: listingPathParamsSchema },
    responses: { 200: json("Whether it can be claimed, and where a link would go (masked).", claimStatusSchema), ...errors(404) },
  });
  post("/api/claims", "claimListing", "Owners", "Mail a claim link to the listing's own email", claimRequestSchema, {
    202: json("The same words whether or not a link was sent.", claimSentResponseSchema, replayedHeader),
    ...writeErrors(403, 404),
  });
  post("/api/claim-requests", "requestClaim", "Owners", "Ask the editors to check a claim", claimRequestFormSchema, {
    202: json("Received.", messageResponseSchema, replayedHeader),
    ...writeErrors(403, 404),
  });
  post("/api/account-sign-in", "requestOwnerSignIn", "Owners", "Mail an owner's sign-in link", signInRequestSchema, {
    202: json("The same words whether or not the email owns a listing.", mailAnswerSchema, replayedHeader),
    ...writeErrors(403),
  });
  post("/api/account-claim/confirm", "confirmClaim", "Owners", "Open a claim or invitation link", claimConfirmSchema, {
    200: json(
      "The ownership was added; a visitor who was not signed in gets a session cookie.",
      claimConfirmResponseSchema,
      replayedHeader.extend({ "Set-Cookie": z.string().optional().meta({ description: "The owner's new session, when none was signed in." }) }),
    ),
    ...writeErrors(403, 410),
  });
  post("/api/member-sign-in", "requestMemberSignIn", "Reviews", "Mail a reviewer's sign-in link", memberSignInSchema, {
    202: json("The same words whatever the email.", mailAnswerSchema, replayedHeader),
    ...writeErrors(403),
  });
  post(
    "/api/listing-still-correct",
    "confirmListingStillCorrect",
    "Owners",
    "Confirm a listing is still correct (the 90-day reminder's link)",
    stillCorrectRequestSchema,
    {
      200: json("Confirmed: the listing shows today's date.", stillCorrectResponseSchema, replayedHeader),
      ...writeErrors(410),
    },
  );
  post("/api/contact", "sendContactMessage", "Forms", "Send a message to the directory (or to a listing's owners)", contactRequestSchema, {
    201: json("Stored; mail follows.", contactResponseSchema, replayedHeader),
    ...writeErrors(),
  });
  post("/api/reports", "reportChange", "Forms", "Report a change on a listing", reportRequestSchema, {
    201: json("Stored for the editors.", contactResponseSchema, replayedHeader),
    ...writeErrors(404),
  });
  post("/api/leads", "requestQuote", "Leads", "Request a quote or an appointment from one listing", leadRequestSchema, {
    201: json("Stored and sent to the listing's owners; a copy goes to the visitor.", leadRequestResponseSchema, replayedHeader),
    ...writeErrors(404),
  });
  post("/api/leads/multi", "requestQuotes", "Leads", "Request quotes from up to 3 listings the visitor ticked (one lead each)", multiLeadRequestSchema, {
    201: json("Stored, one lead per listing.", leadRequestResponseSchema, replayedHeader),
    ...writeErrors(404),
  });
  registry.registerPath({
    method: "get",
    path: "/api/mail-status",
    operationId: "getMailStatus",
    tags: ["Forms"],
    summary: "Whether mail goes out now",
    responses: { 200: json("Without a mail server, mail waits in the outbox.", mailStatusSchema), ...errors() },
  });
  post("/api/create-payment-intent", "createPaymentIntent", "Payments", "Start a payment (Stripe PaymentIntent)", paymentIntentRequestSchema, {
    200: json("The PaymentIntent's client secret for Stripe Elements.", paymentIntentResponseSchema, replayedHeader),
    ...writeErrors(404, 502),
  });
  registry.registerPath({
    method: "get",
    path: "/api/payments/{intentId}",
    operationId: "getPaymentStatus",
    tags: ["Payments"],
    summary: "A payment's outcome as our webhook recorded it",
    request: { params: intentIdParamSchema },
    responses: { 200: json("Its status and amount in dollars.", paymentStatusResponseSchema), ...errors(404) },
  });
  registry.registerPath({
    method: "post",
    path: "/api/stats/events",
    operationId: "recordStatEvent",
    tags: ["Statistics"],
    summary: "Count one listing page event (sent with navigator.sendBeacon)",
    description: "The body is one JSON event sent as text/plain (no preflight); only the site's own pages may send it.",
    request: { body: { required: true, content: { "text/plain": { schema: statBeaconSchema } } } },
    responses: { 204: { description: "Counted (or ignored, for a known bot)." }, ...errors(403, 413, 429) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    tags: ["Reference"],
    summary: "This description (OpenAPI 3.1)",
    responses: { 200: json("The document.", z.record(z.string(), z.unknown())), ...errors() },
  });
  registry.registerPath({
    method: "get",
    path: "/api/docs",
    operationId: "getApiReferencePage",
    tags: ["Reference"],
    summary: "The reference page for people",
    responses: { 200: { description: "An HTML page.", content: { "text/html": { schema: z.string() } } }, ...errors() },
  });
  registry.registerPath({
    method: "get",
    path: "/api/docs/reference.js",
    operationId: "getApiReferenceScript",
    tags: ["Reference"],
    summary: "The reference page's renderer (Scalar)",
    responses: { 200: { description: "JavaScript.", content: { "text/javascript": { schema: z.string() } } }, ...errors() },
  });
}
