// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StaffMe } from "@shared/admin/auth";
import type { StaffMember } from "@shared/admin/staff";
import { StaffContext } from "@/lib/use-staff";
import { dismissToast } from "@/components/ui/use-toast";
import { json, renderAt, stubFetch } from "@/test/render";
import StaffPage from "./staff-page";

afterEach(() => vi.unstubAllGlobals());

const me: StaffMe = { id: "u1", email: "ana@example.com", name: "Ana Reyes", role: "admin", twoFactorEnabled: true, twoFactorRequired: false };
const members: StaffMember[] = [
  { id: "u1", email: "ana@example.com", name: "Ana Reyes", role: "admin", twoFactorEnabled: true, createdAt: "2026-01-01T00:00:00.000Z" },
  { id: "u2", email: "lee@example.com", name: "Lee Chan", role: "editor", twoFactorEnabled: false, createdAt: "2026-02-01T00:00:00.000Z" },
];

function serve() {
  const requests: { method: string; url: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    const method = init?.method ?? "GET";
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === "GET") return json(members);
    if (method === "POST") return json({ ...members[1], id: "u3", email: "new@example.com", name: "" }, 201);
    if (method === "PATCH") return json({ ...members[1], role: "admin" });
    return new Response(null, { status: 204 });
  });
  return requests;
}

const renderPage = () => {
  dismissToast();
  return renderAt(
    "/admin/staff",
    <StaffContext value={me}>
      <StaffPage />
    </StaffContext>,
  );
};

describe("the Staff screen", () => {
  it("lists the accounts; your own row has no role change and no Remove access", async () => {
    serve();
    renderPage();
    const list = await screen.findByRole("list", { name: "Staff accounts" });
    const [mine, theirs] = within(list).getAllByRole("listitem");
    expect(within(mine!).getByText("(you)")).toBeInTheDocument();
    expect(within(mine!).getByRole("combobox", { name: "Role of Ana Reyes" })).toBeDisabled();
    expect(within(mine!).queryByRole("button", { name: /Remove access/ })).not.toBeInTheDocument();
    expect(within(theirs!).getByRole("combobox", { name: "Role of Lee Chan" })).toBeEnabled();
  });

  it("invites by email and role, then clears the form", async () => {
    const requests = serve();
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Email"), "new@example.com");
    await user.selectOptions(screen.getByLabelText("Role"), "admin");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveValue(""));
    expect(requests.find((r) => r.method === "POST")).toEqual({ method: "POST", url: "/api/admin/staff", body: { email: "new@example.com", role: "admin" } });
  });

  it("changes a role and removes access only after a confirmation", async () => {
    const requests = serve();
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Role of Lee Chan" }), "admin");
    await waitFor(() => expect(requests.some((r) => r.method === "PATCH")).toBe(true));
    expect(requests.find((r) => r.method === "PATCH")).toMatchObject({ url: "/api/admin/staff/u2", body: { role: "admin" } });

    await user.click(screen.getByRole("button", { name: "Remove access for Lee Chan" }));
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    expect(screen.getByText("Remove Lee Chan?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(requests.find((r) => r.method === "DELETE")).toMatchObject({ url: "/api/admin/staff/u2" }));
  });
});
