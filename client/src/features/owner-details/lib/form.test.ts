import type { OwnerListingDetails } from "@shared/account/details";
import { fieldErrorsOf, toDraft, toPatch } from "./form";

const details: OwnerListingDetails = {
  kind: "professional",
  id: 7,
  name: "Dana Sample",
  categoryId: 3,
  values: {
    phone: "210-555-0170",
    email: null,
    website: null,
    address: null,
    bio: null,
    title: "Lawyer",
    specialties: ["Wills"],
    education: [],
    awards: [],
    socialMedia: [],
  },
  pending: [],
  ownerUpdatedAt: null,
};

describe("owner details form", () => {
  it("sends only the changed fields, lists as trimmed lines and the category as a number (blank: none)", () => {
    const saved = toDraft("professional", details);
    expect(saved.specialties).toBe("Wills");
    const draft = { ...saved, phone: "210-555-0171", specialties: " Wills \n\nProbate ", categoryId: "" };
    expect(toPatch("professional", saved, draft)).toEqual({ phone: "210-555-0171", specialties: ["Wills", "Probate"], categoryId: null });
    expect(toPatch("professional", saved, { ...saved, categoryId: "4" })).toEqual({ categoryId: 4 });
    expect(toPatch("professional", saved, saved)).toEqual({});
  });

  it("reads a 400's message as field errors, a list item's under its list, the first message of a field kept", () => {
    expect(
      fieldErrorsOf('phone: Phone must look like 210-555-0123; socialMedia.1: Each social link must be a web address; phone: second; Unrecognized key: "x"'),
    ).toEqual({ phone: "Phone must look like 210-555-0123", socialMedia: "Each social link must be a web address" });
  });
});
