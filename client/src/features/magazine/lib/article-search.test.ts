import { prepareIndex, searchArticles, type SearchRow } from "./article-search";

const rows: SearchRow[] = [
  ["one", "The Banker", "A profile", "Ana Peña", "Luis Ortiz", "She lends to bakeries on the West Side. Her café opens at six."],
  ["two", "Day Trip", "", "", "", "Cypress shade and cold water near the river, an easy drive from downtown."],
];
const index = prepareIndex(rows);
const marked = (hit: { snippet: { text: string; mark: boolean }[] }) => hit.snippet.filter((p) => p.mark).map((p) => p.text);

describe("searchArticles", () => {
  it("finds a phrase from the body and marks it in the snippet", () => {
    const [hit, ...rest] = searchArticles(index, "cold water");
    expect(rest).toEqual([]);
    expect(hit!.slug).toBe("two");
    expect(marked(hit!)).toEqual(["cold", "water"]);
    expect(hit!.snippet.map((p) => p.text).join("")).toContain("Cypress shade and cold water");
  });

  it("matches authors and photographers without accents, and marks the original text", () => {
    expect(searchArticles(index, "pena").map((h) => h.slug)).toEqual(["one"]);
    expect(marked(searchArticles(index, "pena")[0]!)).toEqual(["Peña"]);
    expect(searchArticles(index, "ortiz").map((h) => h.slug)).toEqual(["one"]);
    expect(marked(searchArticles(index, "cafe")[0]!)).toEqual(["café"]);
  });

  it("needs every word, and finds nothing for an empty query", () => {
    expect(searchArticles(index, "banker river")).toEqual([]);
    expect(searchArticles(index, "   ")).toEqual([]);
  });

  it("keeps text as text: markup in the index is never interpreted", () => {
    const [hit] = searchArticles(prepareIndex([["x", "T", "", "", "", "a <b>bold</b> claim"]]), "bold");
    expect(hit!.snippet.map((p) => p.text).join("")).toBe("a <b>bold</b> claim");
  });
});
