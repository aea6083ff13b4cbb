import { FALLBACK_PUBLISH_DATE, formatPublishDate, publishDateFor } from "./publish-date";

describe("publishDateFor", () => {
  it("keeps the given date", () => {
    expect(publishDateFor({ publishDate: "2013-04-01", issue: "June/July 2013" })).toBe("2013-04-01");
  });

  it("falls back to the issue label's year plus -06-15", () => {
    expect(publishDateFor({ issue: "December/January 2011" })).toBe("2011-06-15");
    expect(publishDateFor({ publishDate: null, issue: "August 2024" })).toBe("2024-06-15");
  });

  it("falls back to 2012-06-15 when the label has no four-digit year", () => {
    expect(publishDateFor({ issue: "Holiday issue" })).toBe(FALLBACK_PUBLISH_DATE);
    expect(publishDateFor({ issue: "Spring 13" })).toBe("2012-06-15");
    expect(publishDateFor({})).toBe("2012-06-15");
  });

  it("does not take a year out of a longer number", () => {
    expect(publishDateFor({ issue: "Issue 201345" })).toBe("2012-06-15");
  });
});

describe("formatPublishDate", () => {
  it("prints month name, day and year", () => {
    expect(formatPublishDate("2013-06-05")).toBe("June 5, 2013");
    expect(formatPublishDate("2011-12-16")).toBe("December 16, 2011");
  });

  it("returns anything else unchanged", () => {
    expect(formatPublishDate("2013-13-01")).toBe("2013-13-01");
    expect(formatPublishDate("soon")).toBe("soon");
  });
});
