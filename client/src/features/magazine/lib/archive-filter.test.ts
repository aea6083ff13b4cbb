import { filterIssues, groupByYear, type FilterableIssue } from "./archive-filter";

const issue = (year: number, month: string, monthLabel: string, featuredPerson: string): FilterableIssue => ({ year, month, monthLabel, featuredPerson });
const issues = [
  issue(2011, "08", "August/September", "Marcus Villarreal"),
  issue(2012, "06", "June/July", "Lorenzo Trevino"),
  issue(2013, "06", "June/July", "Isabel Cordero"),
  issue(2013, "02", "February/March", "Ana Peña"),
  issue(2012, "12", "December/January", "Celeste Navarro"),
];
const people = (list: FilterableIssue[]) => list.map((i) => i.featuredPerson);

describe("filterIssues", () => {
  it("keeps every issue for an empty or blank query", () => {
    expect(filterIssues(issues, "")).toHaveLength(5);
    expect(filterIssues(issues, "   ")).toHaveLength(5);
  });

  it("matches the featured person, ignoring case and accents", () => {
    expect(people(filterIssues(issues, "CORDERO"))).toEqual(["Isabel Cordero"]);
    expect(people(filterIssues(issues, "pena"))).toEqual(["Ana Peña"]);
    expect(people(filterIssues(issues, "isab"))).toEqual(["Isabel Cordero"]);
  });

  it("matches either month of the range", () => {
    expect(people(filterIssues(issues, "july"))).toEqual(["Lorenzo Trevino", "Isabel Cordero"]);
    expect(people(filterIssues(issues, "january"))).toEqual(["Celeste Navarro"]);
  });

  it("matches the year", () => {
    expect(people(filterIssues(issues, "2013"))).toEqual(["Isabel Cordero", "Ana Peña"]);
  });

  it("needs every word to match", () => {
    expect(people(filterIssues(issues, "june 2013"))).toEqual(["Isabel Cordero"]);
    expect(filterIssues(issues, "june 2011")).toEqual([]);
  });

  it("matches the issue path form", () => {
    expect(people(filterIssues(issues, "2012/12"))).toEqual(["Celeste Navarro"]);
  });

  it("finds nothing for an unknown name", () => {
    expect(filterIssues(issues, "zebra")).toEqual([]);
  });
});

describe("groupByYear", () => {
  it("groups newest year first and newest issue first inside a year", () => {
    const groups = groupByYear(issues);
    expect(groups.map((g) => g.year)).toEqual([2013, 2012, 2011]);
    expect(groups[0]!.issues.map((i) => i.month)).toEqual(["06", "02"]);
    expect(groups[1]!.issues.map((i) => i.month)).toEqual(["12", "06"]);
  });

  it("returns no groups for no issues", () => {
    expect(groupByYear([])).toEqual([]);
  });
});
