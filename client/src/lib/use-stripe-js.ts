import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { StripeLoader } from "./load-stripe";

/** Stripe.js for this page: pending, then the Stripe object or an error (offline, blocked, timed out). */
export function useStripeJs(publishableKey: string | null, load: StripeLoader) {
  const query = useQuery({
    queryKey: ["stripe.js", publishableKey],
    queryFn: () => load(publishableKey!),
    enabled: publishableKey !== null,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error("Stripe.js could not be loaded:", query.error.message);
  }, [query.error]);
  return query;
}
