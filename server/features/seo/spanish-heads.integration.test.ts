import request from "supertest";
import { createBusiness, createProfessional } from "../../db/factories";
import { engines } from "../../test/database";
import { readHead, seoTestApp } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";

const HOST = "directory.test";
const ORIGIN = `http://${HOST}`;
const SUFFIX = " | Directorio de Negocios de San Antonio";
const ARTICLE = "/articles/daytripper-swimmin-grinnin";

/** The reciprocal set every indexable page carries, whichever language it is in. */
const alternatesOf = (path: string) => [
  ["en", `${ORIGIN}${path}`],
  ["es", `${ORIGIN}${path === "/" ? "/es" : `/es${path}`}`],
  ["x-default", `${ORIGIN}${path}`],
];

describe.each(engines)("the Spanish pages' heads (issue 29) on %s", (engine) => {
  const { database, app } = setupTestApp(engine, seoTestApp);
  const page = (path: string) => request(app).get(path).set("Host", HOST);

  it.each([
    ["/", "Directorio de Negocios de San Antonio | Profesionales y negocios del sur de Texas"],
    ["/businesses", `Negocios de San Antonio${SUFFIX}`],
    ["/advertise", `Anúnciese con nosotros${SUFFIX}`],
    ["/men-on-the-move", `Men On The Move${SUFFIX}`],
    ["/contact", `Contáctenos${SUFFIX}`],
    ["/archive", `Archivo de la revista${SUFFIX}`],
    ["/2013/06", `Edición June/July 2013${SUFFIX}`],
    [ARTICLE, `Daytripper: Swimmin' and Grinnin'${SUFFIX}`],
    ["/checkout", `Pago seguro${SUFFIX}`],
  ])("/es%s: lang es, Spanish title and Open Graph, its /es canonical and the hreflang set", async (path, title) => {
    const es = path === "/" ? "/es" : `/es${path}`;
    const res = await page(es).expect(200).expect("Content-Type", /html/);
    const head = readHead(res.text);
    expect(head.lang).toBe("es");
    expect(head.titles).toEqual([title]);
    expect(head.meta("og:title")).toEqual([title]);
    expect(head.meta("og:locale")).toEqual(["es_US"]);
    expect(head.meta("og:locale:alternate")).toEqual(["en_US"]);
    expect(head.canonical).toEqual([`${ORIGIN}${es}`]);
    expect(head.meta("og:url")).toEqual([`${ORIGIN}${es}`]);
    expect(head.alternates).toEqual(alternatesOf(path));
    expect(head.jsonLd.at(-1)).toMatchObject({ "@type": "WebPage", url: `${ORIGIN}${es}`, inLanguage: "es", name: title });

    // The English page names the same set, its own address canonical.
    const en = readHead((await page(path).expect(200)).text);
    expect(en.lang).toBe("en");
    expect(en.canonical).toEqual([`${ORIGIN}${path}`]);
    expect(en.meta("og:locale")).toEqual(["en_US"]);
    expect(en.alternates).toEqual(alternatesOf(path));
  });

  it("a professional's and a business's Spanish pages: Spanish description, breadcrumb at /es addresses", async () => {
    const biz = await createBusiness(database.db, { description: null });
    const pro = await createProfessional(database.db, { title: "Tax Attorney", company: "Sample Law", bio: "First paragraph." });
    const proHead = readHead((await page(`/es/professional/${pro.id}`).expect(200)).text);
    expect(proHead.title).toBe(`${pro.name}, Tax Attorney${SUFFIX}`);
    expect(proHead.meta("description")).toEqual([`${pro.name}, Tax Attorney en Sample Law, San Antonio, Texas. First paragraph.`]);
    expect(proHead.canonical).toEqual([`${ORIGIN}/es/professional/${pro.id}`]);
    expect(proHead.alternates).toEqual(alternatesOf(`/professional/${pro.id}`));
    expect(proHead.jsonLd.find((ld) => ld["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { name: "Inicio", item: `${ORIGIN}/es` },
        { name: "Profesionales", item: `${ORIGIN}/es` },
        { name: pro.name, item: `${ORIGIN}/es/professional/${pro.id}` },
      ],
    });
    const bizHead = readHead((await page(`/es/business/${biz.id}`).expect(200)).text);
    expect(bizHead.meta("description")).toEqual([`${biz.name}, en San Antonio, Texas.`]);
    expect(bizHead.alternates).toEqual(alternatesOf(`/business/${biz.id}`));
  });

  it("a listing's own Spanish texts in its Spanish head and JSON-LD, its English ones in the English head", async () => {
    const pro = await createProfessional(database.db, {
      title: "Family Lawyer",
      titleEs: "Abogada familiar",
      bio: "English bio.",
      bioEs: "Biografía en español.",
      company: null,
      specialties: ["Divorce"],
      specialtiesEs: ["Divorcio"],
    });
    const es = readHead((await page(`/es/professional/${pro.id}`).expect(200)).text);
    expect(es.title).toBe(`${pro.name}, Abogada familiar${SUFFIX}`);
    expect(es.meta("description")[0]).toContain("Biografía en español.");
    expect(es.jsonLd.find((ld) => ld["@type"] === "Person")).toMatchObject({ jobTitle: "Abogada familiar", knowsAbout: ["Divorcio"] });
    const en = readHead((await page(`/professional/${pro.id}`).expect(200)).text);
    expect(en.title).toContain("Family Lawyer");
    expect(en.jsonLd.find((ld) => ld["@type"] === "Person")).toMatchObject({ jobTitle: "Family Lawyer", knowsAbout: ["Divorce"] });

    // No Spanish description: the Spanish head says the English one, as the page shows it.
    const biz = await createBusiness(database.db, { description: "English only description.", descriptionEs: null });
    expect(readHead((await page(`/es/business/${biz.id}`).expect(200)).text).meta("description")).toEqual(["English only description."]);
  });

  it("the home page's WebSite names its language and searches at /es", async () => {
    const head = readHead((await page("/es").expect(200)).text);
    expect(head.jsonLd.find((ld) => ld["@type"] === "WebSite")).toMatchObject({
      inLanguage: "es",
      url: `${ORIGIN}/es`,
      potentialAction: { target: `${ORIGIN}/es?search={search_term_string}` },
    });
  });

  it("an English article on a Spanish page: the frame is Spanish, the NewsArticle says it is in English", async () => {
    const head = readHead((await page(`/es${ARTICLE}`).expect(200)).text);
    expect(head.jsonLd.find((ld) => ld["@type"] === "NewsArticle")).toMatchObject({ inLanguage: "en" });
  });

  it("/es/admin is the Spanish not-found page (404): the back office is English only", async () => {
    for (const path of ["/es/admin", "/es/admin/staff", "/ES/admin/"]) {
      const head = readHead((await page(path).expect(404)).text);
      expect(head.lang).toBe("es");
      expect(head.title).toBe(`Página no encontrada${SUFFIX}`);
      expect(head.meta("robots")).toEqual(["noindex"]);
    }
    expect(readHead((await page("/admin").expect(200)).text).title).toBe("Staff | San Antonio Business Directory");
  });

  it("/es/account is the owners' area in Spanish, never indexed, with no alternates", async () => {
    const head = readHead((await page("/es/account").expect(200)).text);
    expect(head.lang).toBe("es");
    expect(head.title).toBe(`Su ficha${SUFFIX}`);
    expect(head.meta("robots")).toEqual(["noindex, nofollow"]);
    expect(head.alternates).toEqual([]);
  });

  it("not-found and detail states are Spanish with no canonical or alternates", async () => {
    const head = readHead((await page("/es/business/999999999").expect(404)).text);
    expect(head.title).toBe(`Negocio no encontrado${SUFFIX}`);
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual([]);
    expect(readHead((await page("/es/payment-success").expect(200)).text).title).toBe(`Pago realizado${SUFFIX}`);
  });

  it("a redirect keeps the language", async () => {
    await page("/es/articles/daytripper-swimming-holes").expect(301).expect("Location", `/es${ARTICLE}`);
    await page("/es/article/daytripper-swimmin-and-grinnin").expect(301).expect("Location", `/es${ARTICLE}`);
    await page("/article/daytripper-swimmin-and-grinnin").expect(301).expect("Location", ARTICLE);
  });

  it("the page cache keeps each language's answer apart (a cached page, asked in both orders)", async () => {
    const biz = await createBusiness(database.db);
    for (const order of [
      ["es", "en"],
      ["en", "es"],
    ] as const) {
      for (const locale of [...order, ...order]) {
        const head = readHead((await page(`${locale === "es" ? "/es" : ""}/business/${biz.id}`).expect(200)).text);
        expect(head.lang).toBe(locale);
        expect(head.title).toBe(`${biz.name}${locale === "es" ? SUFFIX : " | San Antonio Business Directory"}`);
        expect(head.canonical).toEqual([`${ORIGIN}${locale === "es" ? "/es" : ""}/business/${biz.id}`]);
      }
    }
    for (const path of ["/men-on-the-move", "/es/men-on-the-move", "/men-on-the-move"]) {
      expect(readHead((await page(path).expect(200)).text).meta("og:locale")).toEqual([path.startsWith("/es") ? "es_US" : "en_US"]);
    }
  });
});
