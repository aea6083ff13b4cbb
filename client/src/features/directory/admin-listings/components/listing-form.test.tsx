// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { toFormValues } from "./listing-fields";
import { ListingForm } from "./listing-form";

/** A 400 as the server sends it: the joined message and each field's messages (issue 28 item 3). */
const refused = new ApiError(400, "400", "name: Name is required; title: Title is required; socialMedia.1: Each social link must be a web address", undefined, {
  name: ["Name is required"],
  title: ["Title is required"],
  "socialMedia.1": ["Each social link must be a web address starting with http:// or https://"],
});

function renderForm(error: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: () => [] } } });
  return render(
    <QueryClientProvider client={client}>
      <ListingForm kind="professionals" initial={toFormValues("professionals", undefined)} creating={false} pending={false} error={error} onSubmit={() => {}} />
    </QueryClientProvider>,
  );
}

describe("the listing form after a refused save", () => {
  it("shows each field's message beside its field, from the answer's fieldErrors, and focuses the first one", () => {
    renderForm(refused);
    const name = screen.getByRole("textbox", { name: /^Name/ });
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(screen.getByRole("textbox", { name: /^Title\*?$/ })).toHaveAccessibleDescription("Title is required");
    expect(screen.getByRole("textbox", { name: /^Social links/ })).toHaveAccessibleDescription(/Each social link must be a web address/);
    expect(name).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("Not saved: 3 fields to correct, each marked below.");
    expect(screen.queryByText(/Could not save/)).toBeNull();
  });

  it("brings a message that is not about a field into focus", () => {
    renderForm(new ApiError(503, "503", "The service is temporarily unavailable. Please try again in a moment."));
    const banner = screen.getByRole("alert");
    expect(banner).toHaveTextContent("The service is temporarily unavailable.");
    expect(banner).toHaveFocus();
  });
});
