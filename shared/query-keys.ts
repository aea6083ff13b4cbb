import type { PaymentIntentRequest } from "./schema";

/**
 * The React Query key of every client endpoint, one builder each: client/src/features/<name>/api/*.ts
 * ask under these keys, and the server writes a page's first data under the same ones
 * (shared/initial-data.ts), so a seeded page finds its data without a request.
 * A key's first element is the URL: SPEC §7's default query function GETs it.
 */
export const queryKeys = {
  categories: () => ["/api/categories"],
  professionals: (categoryIds: number[], search: string) => ["/api/professionals", { categoryIds, search: search.trim() }],
  businesses: () => ["/api/businesses"],
  professional: (id: number) => [`/api/professionals/${id}`],
  business: (id: number) => [`/api/businesses/${id}`],
  businessProfessionals: (businessId: number) => [`/api/professionals/?businessId=${businessId}&limit=100`],
  paymentStatus: (intentId: string) => [`/api/payments/${intentId}`],
  paymentIntent: (body: PaymentIntentRequest) => ["/api/create-payment-intent", body],
} satisfies Record<string, (...args: never[]) => unknown[]>;
