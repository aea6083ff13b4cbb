import { businessSeo, professionalSeo } from "./listing-seo";
import { BUSINESS_PLACEHOLDER, PERSON_PLACEHOLDER } from "./listing";
import { aBusiness, aProfessional } from "./listing-fixtures";
import { headContext } from "./i18n/heads-messages";
import { advertiseSeo, businessesSeo, detailMessages, detailMessageSeo } from "./seo";

const EN = headContext("https://sa.example", "en");
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
    const seo = professionalSeo(EN, { ...pro, image: photo });
    expect(seo.image).toBe(`/media/${"c".repeat(64)}.webp`);
    expect(JSON.stringify(seo.jsonLd?.[0])).toContain(`/media/${"c".repeat(64)}.webp`);
  });

  it("falls back to the record's photo URL, then the stand-in", () => {
    expect(professionalSeo(EN, { ...pro, photoUrl: "https://img.example/ana.jpg" }).image).toBe("https://img.example/ana.jpg");
    expect(professionalSeo(EN, { ...pro, image: null }).image).toBe(PERSON_PLACEHOLDER);
  });

  it("is a business's uploaded logo, else its logo URL or the stand-in", () => {
    const biz = aBusiness();
    expect(businessSeo(EN, { ...biz, image: photo }).image).toBe(`/media/${"c".repeat(64)}.webp`);
    expect(businessSeo(EN, biz).image).toBe(BUSINESS_PLACEHOLDER);
  });
});

describe("head texts in both languages", () => {
  it("say in English exactly what the detail screens say (detailMessages)", () => {
    for (const kind of ["professional", "business"] as const) {
      for (const state of ["invalid", "error", "notFound", "gone"] as const) {
        const [title, text] = detailMessages[kind][state];
        expect(detailMessageSeo(EN, kind, state)).toEqual({ title: `${title} | San Antonio Business Directory`, description: text, noindex: true });
      }
    }
  });

  it("are Spanish on a Spanish page, breadcrumbs at /es addresses", () => {
    const es = headContext("https://sa.example", "es");
    expect(detailMessageSeo(es, "business", "notFound").title).toBe("Negocio no encontrado | Directorio de Negocios de San Antonio");
    const seo = businessesSeo(es);
    expect(seo.title).toBe("Negocios de San Antonio | Directorio de Negocios de San Antonio");
    expect(seo.jsonLd?.[0]).toMatchObject({
      itemListElement: [
        { name: "Inicio", item: "https://sa.example/es" },
        { name: "Negocios", item: "https://sa.example/es/businesses" },
      ],
    });
    expect(advertiseSeo(es).description).toMatch(/^Fichas gratuitas y Gold .* desde \$\d+ al mes/);
  });
});
