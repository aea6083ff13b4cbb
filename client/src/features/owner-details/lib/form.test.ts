import type { OwnerListingDetails } from "@shared/account/details";
import { toDraft, toPatch } from "./form";

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
});
