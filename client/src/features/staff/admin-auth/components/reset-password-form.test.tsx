// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { json, renderAt, stubFetch } from "@/test/render";
import ForgotPasswordForm, { RESET_SAVED, RESET_SENT } from "./forgot-password-form";
import ResetPasswordForm from "./reset-password-form";

afterEach(() => vi.unstubAllGlobals());

/** The forms as /admin mounts them: inside the nested router whose base is /admin. */
const renderAdmin = (path: string, ui: React.ReactNode) => renderAt(path, <Router base="/admin">{ui}</Router>);

describe("the set-password form (reset and set-up links)", () => {
  it("sets the password with the link's token and says so", async () => {
    const bodies: unknown[] = [];
    stubFetch((_url, init) => (bodies.push(JSON.parse(String(init?.body))), json({ status: true })));
    renderAdmin("/admin/reset-password?token=tok-123", <ResetPasswordForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("New password"), "a long passphrase");
    await user.type(screen.getByLabelText("Confirm new password"), "a long passphrase");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText(/Your password is set/)).toBeInTheDocument();
    expect(bodies).toEqual([{ token: "tok-123", newPassword: "a long passphrase" }]);
    expect(screen.getByRole("link", { name: "Go to sign-in" })).toHaveAttribute("href", "/admin");
  });

  it("checks length and the second copy before asking the server", async () => {
    const calls = stubFetch(() => json({ status: true }));
    renderAdmin("/admin/reset-password?token=tok-123", <ResetPasswordForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Use at least 10 characters.");
    await user.type(screen.getByLabelText("New password"), " but longer now");
    await user.type(screen.getByLabelText("Confirm new password"), "something else");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The two passwords are not the same.");
    expect(calls).toEqual([]);
  });

  it("says the link has expired when the server refuses the token", async () => {
    stubFetch(() => json({ message: "Invalid token", code: "INVALID_TOKEN" }, 400));
    renderAdmin("/admin/reset-password?token=used", <ResetPasswordForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("New password"), "a long passphrase");
    await user.type(screen.getByLabelText("Confirm new password"), "a long passphrase");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired or was already used.");
  });

  it("offers a new link when the address has no token", () => {
    renderAdmin("/admin/reset-password", <ResetPasswordForm />);
    expect(screen.getByRole("alert")).toHaveTextContent("This link is incomplete.");
    expect(screen.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/admin/forgot-password");
  });
});

describe("the forgot-password form", () => {
  it.each([
    ["a staff address (200)", () => json({ status: true })],
    ["an address the server refuses (400)", () => json({ message: "Invalid email" }, 400)],
  ])("says the same thing for %s", async (_case, answer) => {
    stubFetch((url) => (url === "/api/mail-status" ? json({ mailConfigured: true }) : answer()));
    renderAdmin("/admin/forgot-password", <ForgotPasswordForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Email"), "someone@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(RESET_SENT);
  });

  it("says the link was saved, not emailed, when the site has no mail server", async () => {
    stubFetch((url) => (url === "/api/mail-status" ? json({ mailConfigured: false }) : json({ status: true })));
    renderAdmin("/admin/forgot-password", <ForgotPasswordForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Email"), "someone@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(RESET_SAVED);
    expect(status).not.toHaveTextContent(/emailed/);
  });

  it("tells the wait after too many requests", async () => {
    stubFetch(() => new Response("{}", { status: 429, headers: { "Retry-After": "120" } }));
    renderAdmin("/admin/forgot-password", <ForgotPasswordForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Email"), "someone@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts, try again in 2 minutes.");
  });
});
