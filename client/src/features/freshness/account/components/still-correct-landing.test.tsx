// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { json, renderAt, stubFetch } from "@/test/render";
import { StillCorrectLanding } from "./still-correct-landing";

afterEach(() => vi.unstubAllGlobals());

describe("<StillCorrectLanding />", () => {
  it("sends the token once and thanks the owner, linking the public page", async () => {
    const bodies: unknown[] = [];
    stubFetch((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json({ message: "Thank you.", listing: { kind: "business", id: 4, name: "Mission Reach Bakery (sample)", href: "/business/4" } });
    });
    renderAt("/", <StillCorrectLanding token="abcdefghijklmnopqrstuvwxyz" />);
    expect(await screen.findByRole("status")).toHaveTextContent("Thanks, your listing is marked as up to date");
    expect(screen.getByRole("link", { name: "See Mission Reach Bakery (sample)" })).toHaveAttribute("href", "/business/4");
    expect(bodies).toEqual([{ token: "abcdefghijklmnopqrstuvwxyz" }]);
  });

  it("says plainly when the link was used or expired, and that nothing changed", async () => {
    stubFetch(() => json({ message: "This link has already been used or has expired. Sign in to your account to check your listing." }, 410));
    renderAt("/", <StillCorrectLanding token="abcdefghijklmnopqrstuvwxyz" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("already been used or has expired");
    expect(alert).toHaveTextContent("Nothing was changed.");
  });
});
