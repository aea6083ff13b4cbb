import { deriveArticleMeta, MAGAZINE_STAFF, newsArticleLd } from "./article-meta";

const origin = "https://sa.example.com";

describe("deriveArticleMeta", () => {
  it("derives url and category from the slug, and the placeholder image without a photo or an issue cover", () => {
    const meta = deriveArticleMeta(
      {
        slug: "oil-in-the-blood",
        title: "Oil in the Blood",
        author: "Renata Salinas",
        issue: "August/September 2011",
        publishDate: "2011-08-15",
        description: "Three generations.",
      },
      origin,
    );
    expect(meta).toEqual({
      path: "/articles/oil-in-the-blood",
      url: "https://sa.example.com/articles/oil-in-the-blood",
      title: "Oil in the Blood",
      description: "Three generations.",
      author: "Renata Salinas",
      publishDate: "2011-08-15",
      category: "Business Profile",
      image: "https://sa.example.com/images/placeholder-article.svg",
    });
  });

  it("defaults the author, the description and the publish date", () => {
    const meta = deriveArticleMeta({ slug: "altars", title: "Altars of Memory", issue: "October/November 2012" }, origin);
    expect(meta.author).toBe(MAGAZINE_STAFF);
    expect(meta.description).toBe("Read Altars of Memory from the magazine archive");
    expect(meta.publishDate).toBe("2012-06-15");
    expect(meta.image).toBe("https://sa.example.com/images/placeholder-article.svg");
  });

  it("prefers the featured image's own source, then the cover of its issue", () => {
    const cover = "/assets/covers/2011-08-0123456789.svg";
    expect(deriveArticleMeta({ slug: "a", title: "A", issue: "x", imageSrc: "https://cdn.example.com/a.jpg", coverSrc: cover }, origin).image).toBe(
      "https://cdn.example.com/a.jpg",
    );
    expect(deriveArticleMeta({ slug: "a", title: "A", issue: "x", imageSrc: "", coverSrc: cover }, origin).image).toBe(`${origin}${cover}`);
  });
});

describe("newsArticleLd", () => {
  it("describes a NewsArticle with a person author", () => {
    const ld = newsArticleLd(deriveArticleMeta({ slug: "s", title: "T", author: "Ana Ruiz", issue: "June/July 2013" }, origin));
    expect(ld).toMatchObject({
      "@type": "NewsArticle",
      headline: "T",
      datePublished: "2013-06-15",
      articleSection: "Business Profile",
      author: { "@type": "Person", name: "Ana Ruiz" },
    });
  });

  it("credits the staff as an organization", () => {
    const ld = newsArticleLd(deriveArticleMeta({ slug: "s", title: "T", issue: "August 2024" }, origin));
    expect(ld.author).toEqual({ "@type": "Organization", name: MAGAZINE_STAFF });
  });
});
