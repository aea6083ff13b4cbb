import type { OwnerListingDetails } from "@shared/account/details";
import { fieldsFor, toDraft, toPatch } from "./form";

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
  it("gives no one-line field an autofill token HTML allows only on a multi-line field (issue 28 item 14)", () => {
    // HTML's autofill tokens for multi-line controls; the Nu HTML Checker refuses them on an <input>.
    const multiline = ["street-address"];
    for (const kind of ["professional", "business"]) {
      const oneLine = fieldsFor(kind).filter((f) => f.kind !== "long" && f.kind !== "lines");
      expect(oneLine.filter((f) => multiline.includes(f.autoComplete ?? "")).map((f) => f.name)).toEqual([]);
    }
  });
  it("sends only the changed fields, lists as trimmed lines and the category as a number (blank: none)", () => {
    const saved = toDraft("professional", details);
    expect(saved.specialties).toBe("Wills");
    const draft = { ...saved, phone: "210-555-0171", specialties: " Wills \n\nProbate ", categoryId: "" };
    expect(toPatch("professional", saved, draft)).toEqual({ phone: "210-555-0171", specialties: ["Wills", "Probate"], categoryId: null });
    expect(toPatch("professional", saved, { ...saved, categoryId: "4" })).toEqual({ categoryId: 4 });
    expect(toPatch("professional", saved, saved)).toEqual({});
  });
});
