import { escapeMarkup } from "./markup-escape";

describe("escapeMarkup", () => {
  it("escapes the five characters markup gives a meaning, and only them", () => {
    expect(escapeMarkup(`<a href="x?a=1&b='2'">Pérez & Hijos ★</a>`)).toBe("&#60;a href=&#34;x?a=1&#38;b=&#39;2&#39;&#34;&#62;Pérez &#38; Hijos ★&#60;/a&#62;");
    expect(escapeMarkup("plain text, 210-555-0100")).toBe("plain text, 210-555-0100");
  });
});
