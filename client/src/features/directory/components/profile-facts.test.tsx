// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { aProfessional } from "@shared/listing-fixtures";
import { ProfileFacts, safeHttpUrl } from "./profile-facts";

const base = aProfessional({ id: 1 });

describe("<ProfileFacts />", () => {
  it("shows specialties, education, awards and http(s) social links, never a javascript: link", () => {
    render(
      <ProfileFacts
        professional={{
          ...base,
          specialties: ["Small business tax", "Estate planning"],
          education: ["BBA, Sample University"],
          awards: ["Sample Award 2024"],
          socialMedia: ["https://www.linkedin.com/in/ana-sample/", "javascript:alert(1)", "not a url"],
        }}
      />,
    );
    expect(
      within(screen.getByRole("region", { name: "Specialties" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Small business tax", "Estate planning"]);
    expect(screen.getByRole("region", { name: "Education" })).toHaveTextContent("BBA, Sample University");
    expect(screen.getByRole("region", { name: "Awards" })).toHaveTextContent("Sample Award 2024");
    const links = within(screen.getByRole("region", { name: "Elsewhere online" })).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["linkedin.com/in/ana-sample", "https://www.linkedin.com/in/ana-sample/"]]);
  });

  it("shows nothing when the data has none of them", () => {
    const { container } = render(<ProfileFacts professional={base} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("accepts only http and https addresses", () => {
    expect(safeHttpUrl("https://x.example/a")?.href).toBe("https://x.example/a");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,hi")).toBeNull();
  });
});
