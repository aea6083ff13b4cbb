import { businessSeo, professionalSeo } from "./listing-seo";
import { BUSINESS_PLACEHOLDER, PERSON_PLACEHOLDER } from "./listing";
import { aBusiness, aProfessional } from "./listing-fixtures";

const pro = aProfessional();
const photo = {
  alt: "Ana at her desk",
  variants: [
    { width: 320, height: 320, webp: "a".repeat(64), avif: "b".repeat(64) },
    { width: 960, height: 960, webp: "c".repeat(64), avif: "d".repeat(64) },
  ],
};

describe("listing pages' preview image", () => {
  it("is the owner's uploaded main photo at its largest size, in the head and the Person's JSON-LD", () => {
    const seo = professionalSeo("https://sa.example", { ...pro, image: photo });
    expect(seo.image).toBe(`/media/${"c".repeat(64)}.webp`);
    expect(JSON.stringify(seo.jsonLd?.[0])).toContain(`/media/${"c".repeat(64)}.webp`);
  });

  it("falls back to the record's photo URL, then the stand-in", () => {
    expect(professionalSeo("https://sa.example", { ...pro, photoUrl: "https://img.example/ana.jpg" }).image).toBe("https://img.example/ana.jpg");
    expect(professionalSeo("https://sa.example", { ...pro, image: null }).image).toBe(PERSON_PLACEHOLDER);
  });

  it("is a business's uploaded logo, else its logo URL or the stand-in", () => {
    const biz = aBusiness();
    expect(businessSeo("https://sa.example", { ...biz, image: photo }).image).toBe(`/media/${"c".repeat(64)}.webp`);
    expect(businessSeo("https://sa.example", biz).image).toBe(BUSINESS_PLACEHOLDER);
  });
});
