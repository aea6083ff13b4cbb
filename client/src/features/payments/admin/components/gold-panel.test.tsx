// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminPayment, GoldStatus } from "@shared/admin/payments";
import { json, renderAt, stubFetch } from "@/test/render";
import { GoldPanel } from "./gold-panel";

afterEach(() => vi.unstubAllGlobals());

const payment: AdminPayment = {
  id: 3,
  intentId: "pi_abc123",
  amountCents: 4900,
  currency: "usd",
  status: "succeeded",
  plan: "gold-monthly",
  professionalId: 12,
  professionalName: "Dana Sample",
  refundedCents: 1000,
  createdAt: "2026-11-01T15:00:00.000Z",
  updatedAt: "2026-11-01T15:00:00.000Z",
  ledger: [
    {
      stripeEventId: "evt_1",
      kind: "gold_granted",
      amountCents: 4900,
      currency: "usd",
      goldFrom: "2026-11-01T15:00:00.000Z",
      goldUntil: "2026-12-01T15:00:00.000Z",
      createdAt: "2026-11-01T15:00:00.000Z",
    },
  ],
  events: [{ id: "evt_1", type: "payment_intent.succeeded", receivedAt: "2026-11-01T15:00:00.000Z" }],
};
const basic: GoldStatus = { professionalId: 12, name: "Dana Sample", gold: false, goldUntil: null, payments: [payment] };

describe("<GoldPanel />", () => {
  it("grants Gold with months and the reason the admin typed, then shows the new paid-through date", async () => {
    const posts: unknown[] = [];
    stubFetch((url, init) => {
      if (init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        return json({ ...basic, gold: true, goldUntil: "2027-02-23T12:00:00.000Z" });
      }
      return json(basic);
    });
    renderAt("/", <GoldPanel professionalId={12} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Grant Gold" }));
    await user.clear(screen.getByLabelText("Months"));
    await user.type(screen.getByLabelText("Months"), "3");
    await user.type(screen.getByLabelText(/Reason/), "Paid by check (sample)");
    await user.click(screen.getAllByRole("button", { name: "Grant Gold" }).at(-1)!);
    await waitFor(() => expect(posts).toEqual([{ action: "grant", months: 3, reason: "Paid by check (sample)" }]));
    expect(await screen.findByTestId("gold-status")).toHaveTextContent(/paid through Feb 2[34], 2027/);
  });

  it("shows the server's refusal inside the dialog", async () => {
    stubFetch((_url, init) =>
      init?.method === "POST" ? json({ message: "This listing is already Gold until 2027-02-23: extend it instead." }, 409) : json(basic),
    );
    renderAt("/", <GoldPanel professionalId={12} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Grant Gold" }));
    await user.type(screen.getByLabelText(/Reason/), "Paid by check (sample)");
    await user.click(screen.getAllByRole("button", { name: "Grant Gold" }).at(-1)!);
    expect(await screen.findByRole("alert")).toHaveTextContent("extend it instead");
  });

  it("lists the payments with what is refunded and a Refund button while money is left", async () => {
    stubFetch(() => json(basic));
    renderAt("/", <GoldPanel professionalId={12} />);
    expect(await screen.findByText("Refunded $10.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refund" })).toBeInTheDocument();
    expect(screen.getByText(/Gold granted · \$49.00/)).toBeInTheDocument();
  });
});
