import { businessSchemaType, websiteLd } from "./structured-data";

describe("businessSchemaType", () => {
  it.each([
    ["Legal Services", "Attorney"],
    ["Dental", "Dentist"],
    ["Accounting", "AccountingService"],
    ["Medical", "MedicalOrganization"],
    ["Health Care", "MedicalOrganization"],
    ["Consulting", "ProfessionalService"],
    ["Banking", "LocalBusiness"],
    [null, "LocalBusiness"],
  ])("maps %j to %s", (category, type) => {
    expect(businessSchemaType(category)).toBe(type);
  });
});

describe("websiteLd", () => {
  it("has a SearchAction that points at the home page search parameter", () => {
    expect(websiteLd("https://x.test").potentialAction.target).toBe("https://x.test/?search={search_term_string}");
  });
});
