// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, renderWithApp, RETRIES_DONE_MS, stubFetch } from "@/test/render-contact-form";
import { AdvertiseForm } from "./advertise-form";

afterEach(() => vi.unstubAllGlobals());

const toast = () => screen.getByRole("region", { name: /Notifications/ }).querySelector("li");

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Business Name/), "Sample Bakery");
  await user.type(screen.getByLabelText(/^Contact Name/), "Rosa Perez");
  await user.type(screen.getByLabelText(/^Email/), "rosa@example.com");
  await user.type(screen.getByLabelText(/^Phone/), "210-555-0142");
  await user.type(screen.getByLabelText(/^Website/), "https://bakery.example.com");
  await user.type(screen.getByLabelText(/^Tell us about your business/), "Family bakery.");
}

describe("AdvertiseForm", () => {
  it("shows 'Missing Information' and sends nothing while a key field is blank", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubFetch(json(201, {}));
    renderWithApp(<AdvertiseForm />);
    await user.type(screen.getByLabelText(/^Business Name/), "   ");
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));
    const shown = await waitFor(() => toast() ?? Promise.reject(new Error("no toast yet")));
    expect(within(shown).getByText("Missing Information")).toBeInTheDocument();
    expect(within(shown).getByText("Please fill in your business name, contact name, and email address.")).toBeInTheDocument();
    expect(shown).toHaveAttribute("data-variant", "destructive");
    expect(screen.getByLabelText(/^Business Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Business Name/)).toHaveAttribute("aria-invalid", "true");
    expect(fetch.bodies).toEqual([]);
  });

  it("names the fields the browser's check stopped (phone and website empty), and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubFetch(json(201, {}));
    renderWithApp(<AdvertiseForm />);
    await user.type(screen.getByLabelText(/^Business Name/), "Sample Bakery");
    await user.type(screen.getByLabelText(/^Contact Name/), "Rosa Perez");
    await user.type(screen.getByLabelText(/^Email/), "rosa@example.com");
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));
    const shown = await waitFor(() => toast() ?? Promise.reject(new Error("no toast yet")));
    expect(within(shown).getByText("Missing Information")).toBeInTheDocument();
    expect(within(shown).getByText("Please fill in Phone, Website and Tell us about your business.")).toBeInTheDocument();
    expect(fetch.bodies).toEqual([]);
  });

  it("disables the button while submitting, then clears the form and toasts success", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubFetch(json(201, { message: "Stored" }), true);
    renderWithApp(<AdvertiseForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));
    const pending = await screen.findByRole("button", { name: "Submitting..." });
    expect(pending).toBeDisabled();
    fetch.release();
    await waitFor(() => expect(within(toast()!).getByText("Inquiry Submitted!")).toBeInTheDocument());
    expect(within(toast()!).getByText("We'll contact you within 24 hours.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Business Name/)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Submit Inquiry" })).toBeEnabled();
    expect(fetch.bodies[0]).toEqual({
      name: "Rosa Perez",
      email: "rosa@example.com",
      message:
        "ADVERTISING INQUIRY\n\nBusiness Name: Sample Bakery\nContact Name: Rosa Perez\nEmail: rosa@example.com\nPhone: 210-555-0142\nWebsite: https://bakery.example.com\nCategory: \nPackage: \nDescription: Family bakery.",
    });
  });

  it.each([
    [
      "the server's message",
      json(429, { message: "Too many messages from your connection. Please try again in 5 minutes." }),
      "Too many messages from your connection. Please try again in 5 minutes.",
    ],
    [
      "the fallback when the error has no message",
      async () => new Response("<html>Bad gateway</html>", { status: 502 }),
      "Failed to submit advertising inquiry",
    ],
    [
      "the general fallback when the request fails",
      async () => Promise.reject(new TypeError("Failed to fetch")),
      "Failed to submit inquiry. Please try again later.",
    ],
  ])("on failure shows a destructive 'Error' toast with %s and keeps the fields", async (_name, answer, text) => {
    const user = userEvent.setup({ delay: null });
    stubFetch(answer);
    renderWithApp(<AdvertiseForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));
    await waitFor(() => expect(within(toast()!).getByText("Error")).toBeInTheDocument(), { timeout: RETRIES_DONE_MS });
    expect(within(toast()!).getByText(text)).toBeInTheDocument();
    expect(toast()).toHaveAttribute("data-variant", "destructive");
    expect(screen.getByLabelText(/^Business Name/)).toHaveValue("Sample Bakery");
    expect(screen.getByRole("button", { name: "Submit Inquiry" })).toBeEnabled();
  });

  it("sends a filled honeypot along so the server can file it as spam", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubFetch(json(201, {}));
    const { container } = renderWithApp(<AdvertiseForm />);
    await fillRequired(user);
    await user.type(container.querySelector<HTMLInputElement>("input[name=homepage]")!, "https://spam.example.com");
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));
    await waitFor(() => expect(fetch.bodies).toHaveLength(1));
    expect(fetch.bodies[0]).toMatchObject({ homepage: "https://spam.example.com" });
  });
});

describe("AdvertiseForm's markup", () => {
  it("has no empty <option> (the Nu HTML checker's error): no hidden native select behind the two Radix selects", () => {
    stubFetch(json(201, {}));
    renderWithApp(<AdvertiseForm />);
    expect(screen.getByLabelText(/^Business Category/)).toBeInTheDocument();
    const empty = [...document.querySelectorAll("option")].filter((o) => !o.textContent?.trim() && !o.label);
    expect(empty.map((o) => o.outerHTML)).toEqual([]);
  });
});
