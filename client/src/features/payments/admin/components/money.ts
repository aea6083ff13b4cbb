/** Integer cents as dollars: 4900 → "$49.00" (other currencies by their code). */
export const formatCents = (cents: number | null, currency = "usd") =>
  cents === null ? "—" : currency.toLowerCase() === "usd" ? `$${(cents / 100).toFixed(2)}` : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** What a ledger kind says, in words. */
export const ledgerLabels: Record<string, string> = {
  gold_granted: "Gold granted",
  gold_withheld: "Gold withheld (refunded before it succeeded)",
  amount_mismatch: "Amount does not match the plan: no Gold",
  refunded: "Refunded in full",
  partially_refunded: "Partly refunded",
  dispute_opened: "Dispute opened",
  dispute_won: "Dispute won",
  dispute_lost: "Dispute lost",
  dispute_closed: "Dispute closed",
  invoice_paid: "Subscription invoice paid (no Gold added)",
  invoice_payment_failed: "Subscription payment failed (Gold kept during retries)",
  gold_ended: "Subscription ended",
  subscription_changed: "Subscription changed",
};
