import { setupI18n, type Messages } from "@lingui/core";
import { compileCatalog } from "../../shared/i18n/compile-catalog";

describe("compileCatalog", () => {
  it("compiles placeholders and plurals so the runtime fills them in", () => {
    const compiled = compileCatalog(
      { "t.found": "{count, plural, one {# artículo coincide} other {# artículos coinciden}}", "t.by": "Por: {author}" },
      "t.json",
    );
    const i18n = setupI18n({ locale: "es", messages: { es: compiled as Messages } });
    expect(i18n._("t.found", { count: 1 })).toBe("1 artículo coincide");
    expect(i18n._("t.found", { count: 3 })).toBe("3 artículos coinciden");
    expect(i18n._("t.by", { author: "Ana" })).toBe("Por: Ana");
  });

  it("throws naming the key of a message that is not valid ICU", () => {
    expect(() => compileCatalog({ "t.bad": "{count, plural, one {x}" }, "t.json")).toThrow(/t\.json: "t\.bad" is not a valid ICU message/);
  });
});
