import { businessLd, businessSchemaType, openingHoursLd } from "./listing-structured-data";
import { websiteLd } from "./structured-data";

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

describe("openingHoursLd", () => {
  const shift = (open: string, close: string) => ({ open, close });
  const office = [shift("09:00", "17:00")];

  it("lists the weekly hours by shift, Monday first, closed days left out", () => {
    const ld = openingHoursLd({
      weekly: [[], office, office, office, office, [shift("09:00", "12:00"), shift("13:00", "17:00")], [shift("09:00", "12:00")]],
      special: [],
    });
    expect(ld).toEqual({
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "09:00", closes: "17:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday", "Saturday"], opens: "09:00", closes: "12:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "13:00", closes: "17:00" },
      ],
    });
  });

  it("writes 24 hours as 00:00–23:59, a midnight closing as 23:59 and past midnight as a closing before the opening", () => {
    const all = [shift("00:00", "24:00")];
    const ld = openingHoursLd({ weekly: [all, [], [], [], [], [shift("18:00", "02:00")], [shift("18:00", "24:00")]], special: [] });
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "18:00", closes: "02:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "18:00", closes: "23:59" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "00:00", closes: "23:59" },
    ]);
  });

  it("writes special closures as 00:00–00:00 and special hours, each valid from and through its date", () => {
    const ld = openingHoursLd({
      weekly: [[], [], [], [], [], [], []],
      special: [
        { date: "2026-11-26", shifts: [], label: "Thanksgiving" },
        { date: "2026-11-27", shifts: [shift("10:00", "14:00")] },
      ],
    });
    expect(ld).toEqual({
      specialOpeningHoursSpecification: [
        { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: "2026-11-26", validThrough: "2026-11-26" },
        { "@type": "OpeningHoursSpecification", opens: "10:00", closes: "14:00", validFrom: "2026-11-27", validThrough: "2026-11-27" },
      ],
    });
  });

  it("adds nothing without hours, and puts them in the business's JSON-LD", () => {
    expect(openingHoursLd(null)).toEqual({});
    const business = {
      id: 7,
      name: "Casa Verde Cafe",
      description: null,
      descriptionEs: null,
      address: null,
      phone: "210-555-0142",
      website: null,
      logoUrl: null,
      categoryId: null,
      category: null,
      categoryEs: null,
      email: null,
      zipCode: null,
      services: [],
      servicesEs: [],
      languages: ["en"],
      socialMedia: [],
      hours: {
        weekly: [[], office, [], [], [], [], []] as [typeof office, typeof office, typeof office, typeof office, typeof office, typeof office, typeof office],
        special: [],
      },
      latitude: null,
      longitude: null,
    };
    expect(businessLd("https://x.test", business).openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "09:00", closes: "17:00" },
    ]);
  });
});
