import { pageText } from "./page-text";

describe("a listing's text in the page's language (issue 29)", () => {
  it("takes the page's language's text when there is one", () => {
    expect(pageText("es", "Family Lawyer", "Abogada familiar")).toEqual({ text: "Abogada familiar" });
    expect(pageText("en", "Family Lawyer", "Abogada familiar")).toEqual({ text: "Family Lawyer" });
    expect(pageText("es", ["Divorce"], ["Divorcio"])).toEqual({ text: ["Divorcio"] });
  });

  it("else the other language's, naming its language", () => {
    expect(pageText("es", "Family Lawyer", null)).toEqual({ text: "Family Lawyer", lang: "en" });
    expect(pageText("es", ["Divorce"], [])).toEqual({ text: ["Divorce"], lang: "en" });
    expect(pageText("en", null, "Le atendemos en español.")).toEqual({ text: "Le atendemos en español.", lang: "es" });
    expect(pageText("en", "", "Solo en español")).toEqual({ text: "Solo en español", lang: "es" });
  });

  it("marks nothing when neither language has a text", () => {
    expect(pageText("es", null, null)).toEqual({ text: null });
    expect(pageText("en", [], [])).toEqual({ text: [] });
  });
});
