import { formatLanguageCounts, parseLanguageCounts } from "./language-counts";

describe("language counts header", () => {
  it("writes the languages with listings in code order and reads them back", () => {
    const text = formatLanguageCounts({ es: 48, en: 120, vi: 0 });
    expect(text).toBe("en:120,es:48");
    expect(parseLanguageCounts(text)).toEqual({ en: 120, es: 48 });
  });

  it("skips malformed parts", () => {
    expect(parseLanguageCounts("en:3,ES:2,xx,es:-1,vi:4")).toEqual({ en: 3, vi: 4 });
    expect(parseLanguageCounts("")).toEqual({});
  });
});
