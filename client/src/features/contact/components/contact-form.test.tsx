// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, renderWithApp, RETRIES_DONE_MS, stubFetch } from "@/test/render-contact-form";
import { ContactForm, professionalInquiry } from "./contact-form";

afterEach(() => vi.unstubAllGlobals());

const toast = () => screen.getByRole("region", { name: /Notifications/ }).querySelector("li");

describe("ContactForm", () => {
  it("marks name, email and message required in the markup", () => {
    renderWithApp(<ContactForm />);
    expect(screen.getByRole("heading", { name: "Send Us a Message" })).toBeInTheDocument();
    for (const label of [/^Name/, /^Email/, /^Message/]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("type", "email");
  });

  it("names the professional, pre-fills the inquiry and sends professionalName", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubFetch(json(201, { message: "Thank you for your inquiry. We'll get back to you soon." }), true);
    renderWithApp(<ContactForm professional="Dr. Ana Reyes" professionalEmail="ana@example.com" />);
    expect(screen.getByRole("heading", { name: "Contact Dr. Ana Reyes" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue(professionalInquiry("Dr. Ana Reyes"));
    expect(screen.getByRole("link", { name: "ana@example.com" })).toHaveAttribute("href", "mailto:ana@example.com");
    await user.type(screen.getByLabelText(/^Name/), "Lee Chan");
    await user.type(screen.getByLabelText(/^Email/), "lee@example.com");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    fetch.release();
    await waitFor(() => expect(within(toast()!).getByText("Message Sent!")).toBeInTheDocument());
    expect(fetch.bodies[0]).toEqual({
      name: "Lee Chan",
      email: "lee@example.com",
      message: professionalInquiry("Dr. Ana Reyes"),
      professionalName: "Dr. Ana Reyes",
    });
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
  });

  it("sends the listing kind and id when the visitor came from a listing page", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubFetch(json(201, { message: "Thank you for your inquiry. We'll get back to you soon." }), true);
    renderWithApp(<ContactForm professional="Dr. Ana Reyes" listing={{ listingKind: "professional", listingId: 7 }} />);
    await user.type(screen.getByLabelText(/^Name/), "Lee Chan");
    await user.type(screen.getByLabelText(/^Email/), "lee@example.com");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    fetch.release();
    await waitFor(() => expect(within(toast()!).getByText("Message Sent!")).toBeInTheDocument());
    expect(fetch.bodies[0]).toMatchObject({ professionalName: "Dr. Ana Reyes", listingKind: "professional", listingId: 7 });
  });

  it("ignores an email parameter that is not an address", () => {
    renderWithApp(<ContactForm professional="Dr. Ana Reyes" professionalEmail="javascript:alert(1)" />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it.each([
    [{ message: "Got it, thanks!" }, "Got it, thanks!"],
    [{}, "Thank you for your inquiry. We'll get back to you soon."],
  ])("toasts the server's message or the default (%#)", async (answer, text) => {
    const user = userEvent.setup({ delay: null });
    stubFetch(json(201, answer));
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText(/^Name/), "Maria Lopez");
    await user.type(screen.getByLabelText(/^Email/), "maria@example.com");
    await user.type(screen.getByLabelText(/^Message/), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(within(toast()!).getByText(text)).toBeInTheDocument());
    expect(toast()).toHaveAttribute("data-variant", "default");
  });

  it.each([
    ["Something went wrong on our side. Please try again later.", json(500, { message: "Something went wrong on our side. Please try again later." })],
    // A name of only spaces passes the browser's required check; the server's words are said as a person would.
    ["Please enter your name.", json(400, { message: "name is required", fieldErrors: { name: ["name is required"] } })],
    ["Please enter your name. Please enter your email address.", json(400, { message: "name is required; email is required" })],
    ["Message must be at most 10000 characters.", json(400, { message: "message must be at most 10000 characters" })],
    ["Failed to send message", async () => new Response("", { status: 503, statusText: "Service Unavailable" })],
    ["Failed to send message. Please try again later.", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("on failure keeps the message and shows '%s'", async (text, answer) => {
    const user = userEvent.setup({ delay: null });
    stubFetch(answer);
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText(/^Name/), "Maria Lopez");
    await user.type(screen.getByLabelText(/^Email/), "maria@example.com");
    await user.type(screen.getByLabelText(/^Message/), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(within(toast()!).getByText(text)).toBeInTheDocument(), { timeout: RETRIES_DONE_MS });
    expect(within(toast()!).getByText("Error")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Hello");
  });
});
