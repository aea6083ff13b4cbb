// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StaffMe } from "@shared/admin/auth";
import { json, renderAt, stubFetch } from "@/test/render";
import AdminScreen from "./admin-screen";

afterEach(() => vi.unstubAllGlobals());

const admin: StaffMe = { id: "u1", email: "ana@example.com", name: "Ana Reyes", role: "admin", twoFactorEnabled: false, twoFactorRequired: false };
const editor: StaffMe = { ...admin, id: "u2", email: "lee@example.com", name: "Lee Chan", role: "editor" };
const unauthorized = () => json({ message: "Sign in to continue." }, 401);

interface Server {
  /** Who /api/admin/me says is signed in (null: 401). */
  me: StaffMe | null;
  /** The answer to each POST under /api/auth/, by path. */
  auth: Record<string, () => Response | Promise<Response>>;
  bodies: Record<string, unknown[]>;
}

/** A stand-in for the server's answers, keyed by path; it records each POST body. */
function fakeServer(server: Server) {
  return stubFetch((url, init) => {
    const path = new URL(url, "http://test").pathname;
    if (init?.body) (server.bodies[path] ??= []).push(JSON.parse(String(init.body)));
    if (path === "/api/admin/me") return server.me ? json(server.me) : unauthorized();
    const answer = server.auth[path];
    return answer ? answer() : json({ message: `no stub for ${path}` }, 404);
  });
}

async function signIn(email = "ana@example.com", password = "correct horse battery") {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("the /admin screen", () => {
  it("shows the sign-in form when nobody is signed in, with a forgot-password link", async () => {
    fakeServer({ me: null, auth: {}, bodies: {} });
    renderAt("/admin", <AdminScreen />);
    expect(await screen.findByRole("heading", { name: "Staff sign-in" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/admin/forgot-password");
    // The head is written by a lazily loaded chunk (client/src/lib/seo.ts), after the first render.
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow"));
  });

  it.each([
    ["a wrong password (401)", () => json({ message: "Invalid email or password" }, 401)],
    ["an unknown email (401)", () => json({ message: "Invalid email or password" }, 401)],
    ["a malformed email (400)", () => json({ message: "Invalid email" }, 400)],
  ])("says only 'Email or password is incorrect.' for %s, keeping the email", async (_case, answer) => {
    fakeServer({ me: null, auth: { "/api/auth/sign-in/email": answer }, bodies: {} });
    renderAt("/admin", <AdminScreen />);
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Email or password is incorrect\.$/);
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com");
    expect(screen.queryByText("Invalid email")).not.toBeInTheDocument();
  });

  it.each([
    ["Retry-After", "540", "9 minutes"],
    ["Retry-After", "30", "1 minute"],
    ["X-Retry-After", "61", "2 minutes"],
  ])("turns a 429 with %s: %s into 'Too many attempts, try again in %s'", async (header, seconds, wait) => {
    const throttled = () => new Response(JSON.stringify({ message: "Too many requests" }), { status: 429, headers: { [header]: seconds } });
    fakeServer({ me: null, auth: { "/api/auth/sign-in/email": throttled }, bodies: {} });
    renderAt("/admin", <AdminScreen />);
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(`Too many attempts, try again in ${wait}.`);
  });

  it("disables the button and says 'Signing in...' while the server answers", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    fakeServer({ me: null, auth: { "/api/auth/sign-in/email": () => held.then(() => unauthorized()) }, bodies: {} });
    renderAt("/admin", <AdminScreen />);
    await signIn();
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("signs in and shows the layout: email, role, sections and Sign out", async () => {
    const server: Server = { me: null, auth: {}, bodies: {} };
    server.auth["/api/auth/sign-in/email"] = () => ((server.me = admin), json({ redirect: false, token: "t" }));
    fakeServer(server);
    renderAt("/admin", <AdminScreen />);
    await signIn();
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(server.bodies["/api/auth/sign-in/email"]).toEqual([{ email: "ana@example.com", password: "correct horse battery" }]);
    expect(screen.getByTestId("staff-email")).toHaveTextContent("ana@example.com");
    expect(screen.getByText("Admin")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Back office" });
    const labels = within(nav)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(labels).toEqual([
      "Dashboard",
      "Listings",
      "Categories",
      "Inbox",
      "Leads",
      "Claims",
      "Owner changes",
      "Reviews",
      "Import",
      "Payments",
      "Audit log",
      "Outgoing mail",
      "Staff",
      "Partner keys",
      "Settings",
    ]);
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  });

  it("asks for the authenticator code when the server wants a second factor; a wrong code is refused, the right one signs in", async () => {
    const server: Server = { me: null, auth: {}, bodies: {} };
    server.auth["/api/auth/sign-in/email"] = () => json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    let tries = 0;
    server.auth["/api/auth/two-factor/verify-totp"] = () =>
      ++tries === 1 ? json({ message: "Invalid code" }, 401) : ((server.me = admin), json({ token: "t" }));
    fakeServer(server);
    renderAt("/admin", <AdminScreen />);
    const user = await signIn();
    const code = await screen.findByLabelText("Authentication code");
    expect(screen.getByRole("heading", { name: "Two-factor sign-in" })).toBeInTheDocument();
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not valid.");
    await user.clear(code);
    await user.type(code, "123 456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(server.bodies["/api/auth/two-factor/verify-totp"]).toEqual([{ code: "000000" }, { code: "123456" }]);
  });

  it("takes a backup code at the second step through verify-backup-code", async () => {
    const server: Server = { me: null, auth: {}, bodies: {} };
    server.auth["/api/auth/sign-in/email"] = () => json({ twoFactorRedirect: true });
    server.auth["/api/auth/two-factor/verify-backup-code"] = () => ((server.me = admin), json({ token: "t" }));
    fakeServer(server);
    renderAt("/admin", <AdminScreen />);
    const user = await signIn();
    await user.type(await screen.findByLabelText("Authentication code"), "abCDe-12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(server.bodies["/api/auth/two-factor/verify-backup-code"]).toEqual([{ code: "abCDe-12345" }]);
  });

  it("shows an editor only the editor's sections, and 'Not available to your role' at an admin address", async () => {
    fakeServer({ me: editor, auth: {}, bodies: {} });
    renderAt("/admin/staff", <AdminScreen />);
    expect(await screen.findByRole("heading", { name: "Not available to your role" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Dashboard", "Listings", "Categories", "Inbox", "Leads", "Claims", "Owner changes", "Reviews", "Import"]);
    expect(screen.getByText("Editor")).toBeInTheDocument();
  });

  it("signs out: the server is told, and the sign-in form comes back at /admin", async () => {
    const server: Server = { me: admin, auth: {}, bodies: {} };
    server.auth["/api/auth/sign-out"] = () => ((server.me = null), json({ success: true }));
    fakeServer(server);
    const { location } = renderAt("/admin/settings", <AdminScreen />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Staff sign-in" })).toBeInTheDocument();
    expect(server.bodies["/api/auth/sign-out"]).toEqual([{}]);
    await waitFor(() => expect(location.history.at(-1)).toBe("/admin"));
  });

  it("says the check failed, with Try again, when /api/admin/me answers 500", async () => {
    stubFetch(() => json({ message: "boom" }, 500));
    renderAt("/admin", <AdminScreen />);
    expect(await screen.findByRole("heading", { name: "Could not check your sign-in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("an admin who must turn two-factor on", () => {
  it("sees only My account with the reason, and no sections, until two-factor is on", async () => {
    fakeServer({ me: { ...admin, twoFactorRequired: true }, auth: {}, bodies: {} });
    renderAt("/admin/staff", <AdminScreen />);
    expect(await screen.findByText("This site requires two-factor sign-in for admins. Turn it on below to continue.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "My account" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Turn on two-factor" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Back office" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Staff" })).not.toBeInTheDocument();
  });
});
