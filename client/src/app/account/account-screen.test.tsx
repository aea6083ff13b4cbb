// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { json, renderAt, stubFetch } from "@/test/render";
import AccountScreen from "./account-screen";

afterEach(() => vi.unstubAllGlobals());

const signedIn = () =>
  stubFetch((url) => {
    if (url === "/api/account/me") return json({ id: "o1", email: "rosa@example.com", name: "Rosa" });
    if (url === "/api/account/listings") return json([{ kind: "professional", id: 7, name: "Rosa Garza" }]);
    return json({ message: "no stub" }, 404);
  });

/** The site's own shell: its header (logo home link and main menu) and footer, around the owners' area. */
function expectSiteShell() {
  const banner = screen.getByRole("banner");
  expect(within(banner).getByRole("link", { name: "San Antonio Business Directory home" })).toHaveAttribute("href", "/");
  expect(within(banner).getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  expect(screen.getAllByRole("main")).toHaveLength(1);
}

describe("the owners' area's shell", () => {
  it("puts the sign-in form inside the site's header and footer", async () => {
    stubFetch(() => json({ message: "Sign in to continue." }, 401));
    renderAt("/account", <AccountScreen />);
    expect(await screen.findByRole("heading", { name: "Sign in to manage your listing" })).toBeInTheDocument();
    expectSiteShell();
  });

  it("puts a claim link's landing inside the same shell", async () => {
    stubFetch(() => json({ message: "This link has expired or was already used." }, 400));
    renderAt("/account/claim?token=x", <AccountScreen />);
    expect(await screen.findByRole("heading", { name: "Your listing" })).toBeInTheDocument();
    expectSiteShell();
  });

  it("gives a signed-in owner a 'Your listings' entry and Sign out, from a listing's page too", async () => {
    signedIn();
    renderAt("/account/listings/professional/7", <AccountScreen />);
    const bar = await screen.findByRole("navigation", { name: "Your account" });
    expect(within(bar).getByRole("link", { name: "Your listings" })).toHaveAttribute("href", "/account");
    expect(within(bar).getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(within(bar).getByText("Signed in as rosa@example.com")).toBeInTheDocument();
    expectSiteShell();
  });
});
