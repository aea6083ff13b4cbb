// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, renderWithApp, RETRIES_DONE_MS, stubFetch } from "@/test/render-contact-form";
import { NewsForm } from "./news-form";

afterEach(() => vi.unstubAllGlobals());

const toast = () => screen.getByRole("region", { name: /Notifications/ }).querySelector("li");

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Curtis Bell");
  await user.type(screen.getByLabelText(/^Email/), "curtis@example.com");
  await user.type(screen.getByLabelText(/^Company/), "Eastside Builders Alliance");
  await user.type(screen.getByLabelText(/^News Details/), "Named executive director.");
}

describe("NewsForm", () => {
  it("lists what we feature and the submission requirements", () => {
    renderWithApp(<NewsForm />);
    expect(screen.getByRole("heading", { name: "What We Feature" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Submission Requirements" })).toBeInTheDocument();
  });

  it("shows 'Missing Information' when name, email or news is blank", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubFetch(json(201, {}));
    renderWithApp(<NewsForm />);
    await user.type(screen.getByLabelText(/^Name/), "Curtis Bell");
    await user.click(screen.getByRole("button", { name: "Submit News" }));
    await waitFor(() => expect(within(toast()!).getByText("Missing Information")).toBeInTheDocument());
    expect(within(toast()!).getByText("Please fill in your name, email, and news details.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(fetch.bodies).toEqual([]);
  });

  it("sends the fields folded under 'NEWS SUBMISSION', then clears and toasts 'News Submitted!'", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubFetch(json(201, { message: "Thanks" }), true);
    renderWithApp(<NewsForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Submit News" }));
    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    fetch.release();
    await waitFor(() => expect(within(toast()!).getByText("News Submitted!")).toBeInTheDocument());
    expect(within(toast()!).getByText("We'll review it and get back to you soon.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^News Details/)).toHaveValue("");
    expect(fetch.bodies[0]).toEqual({
      name: "Curtis Bell",
      email: "curtis@example.com",
      message:
        "NEWS SUBMISSION\n\nName: Curtis Bell\nEmail: curtis@example.com\nCompany: Eastside Builders Alliance\nPosition: \nNews: Named executive director.",
    });
  });

  it.each([
    // The server's words, as a sentence (issue 18).
    ["Email must be a valid email address.", json(400, { message: "email must be a valid email address" })],
    ["Failed to submit news", async () => new Response("", { status: 500, statusText: "Internal Server Error" })],
    ["Failed to submit news. Please try again later.", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("on failure keeps the news and shows '%s'", async (text, answer) => {
    const user = userEvent.setup({ delay: null });
    stubFetch(answer);
    renderWithApp(<NewsForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Submit News" }));
    await waitFor(() => expect(within(toast()!).getByText(text)).toBeInTheDocument(), { timeout: RETRIES_DONE_MS });
    expect(within(toast()!).getByText("Error")).toBeInTheDocument();
    expect(screen.getByLabelText(/^News Details/)).toHaveValue("Named executive director.");
  });
});
