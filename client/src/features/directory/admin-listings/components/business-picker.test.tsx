// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { json, renderAt, stubFetch } from "@/test/render";
import { BusinessPicker } from "./business-picker";

afterEach(() => vi.unstubAllGlobals());

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="pick">Business</label>
      <BusinessPicker id="pick" value={value} onChange={setValue} />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

describe("<BusinessPicker />", () => {
  it("finds businesses by name through the back office's list and sets the chosen one's id", async () => {
    const calls = stubFetch((url) =>
      url.startsWith("/api/admin/businesses?")
        ? json([
            { id: 7, name: "Alamo Heights Dental (sample)" },
            { id: 9, name: "Alamo Plaza Law (sample)" },
          ])
        : json({ id: 7, name: "Alamo Heights Dental (sample)" }),
    );
    renderAt("/", <Harness initial="" />);
    await userEvent.type(screen.getByLabelText("Business"), "alamo");
    await userEvent.click(await screen.findByRole("button", { name: "Alamo Plaza Law (sample) (#9)" }));
    expect(screen.getByLabelText("chosen")).toHaveTextContent("9");
    expect(calls).toContain("/api/admin/businesses?search=alamo");
    expect(screen.getByLabelText("Business")).toHaveValue("");
  });

  it("shows the chosen business by name, and Remove clears it", async () => {
    stubFetch(() => json({ id: 12, name: "Mission Reach Bakery (sample)" }));
    renderAt("/", <Harness initial="12" />);
    expect(await screen.findByText("Mission Reach Bakery (sample)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.getByLabelText("chosen")).toBeEmptyDOMElement();
  });

  it("says so when no business matches", async () => {
    stubFetch(() => json([]));
    renderAt("/", <Harness initial="" />);
    await userEvent.type(screen.getByLabelText("Business"), "zz");
    expect(await screen.findByText('No business matches "zz".')).toBeInTheDocument();
  });
});
