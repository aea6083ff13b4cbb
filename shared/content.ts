import { z } from "zod";

/**
 * Contracts for the magazine content in `content/` (issues and articles).
 * The build (vite plugin) and the tests validate every file against these.
 */

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by single hyphens");

/** Issue id: "YYYY-MM" with a bi-monthly even month. */
export const issueIdSchema = z.string().regex(/^(2011|2012|2013)-(02|04|06|08|10|12)$/, "must be YYYY-MM with an even month from 2011 to 2013");

export const imageSchema = z.object({
  alt: z.string().min(1, "alt text is required"),
  /** Empty for the archive's sample images: only the alt text exists. */
  src: z.string().default(""),
});
export type ContentImage = z.infer<typeof imageSchema>;

/**
 * A listing an article features, named by its stable key in server/db/sample-data (the seed stores
 * it as the listing's external_id "sample:<key>"; database ids differ from install to install).
 */
export const listingRefSchema = z.union([z.strictObject({ professional: slugSchema }), z.strictObject({ business: slugSchema })]);
export type ListingRefEntry = z.infer<typeof listingRefSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

export const articleFrontMatterSchema = z
  .object({
    title: z.string().min(1),
    subtitle: z.string().min(1).optional(),
    author: z.string().min(1).optional(),
    photography: z.string().min(1).optional(),
    /** Issue label as printed, e.g. "June/July 2013"; the zoo promotion uses "August 2024". */
    issue: z.string().min(1),
    publishDate: isoDate.optional(),
    excerpt: z.string().min(1),
    featured: z.boolean().default(false),
    featuredImage: imageSchema.optional(),
    images: z.array(imageSchema).max(6).default([]),
    backLink: z.string().startsWith("/").optional(),
    /** Older slugs of the same story; they redirect to this article's slug. */
    aliases: z.array(slugSchema).default([]),
    /** The professionals and businesses the story features, in the order its "In this story" cards show them. */
    features: z.array(listingRefSchema).max(12).default([]),
    /** Every article in the repository is fictional sample writing. */
    sample: z.literal(true),
  })
  .strict();
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

export const issueFileSchema = z
  .object({
    year: z.number().int().min(2011).max(2013),
    month: z.enum(["02", "04", "06", "08", "10", "12"]),
    /** The printed month range, e.g. "August/September". */
    monthLabel: z.string().min(1),
    featuredPerson: z.string().min(1),
    description: z.string().min(1),
    cover: imageSchema,
    /** Article slugs in the order the issue lists them. */
    articles: z.array(slugSchema).min(1),
    sample: z.literal(true),
  })
  .strict();
export type IssueFile = z.infer<typeof issueFileSchema>;

/** The three issues that keep their own fixed page layout (a featured story card, then the other articles). */
export const FIXED_ISSUE_IDS = ["2013-06", "2013-04", "2013-02"] as const;

/** How many articles each fixed issue page shows. */
export const FIXED_ISSUE_ARTICLE_COUNT = 6;

/*
 * What the content build (scripts/vite-content-plugin.ts) emits as virtual modules.
 * The client reads only these shapes, never the raw files.
 */

/** One issue in `virtual:magazine-index`; its articles are slugs into the index's article map. */
export const issueSummarySchema = z.object({
  id: issueIdSchema,
  year: z.number().int(),
  month: z.enum(["02", "04", "06", "08", "10", "12"]),
  monthLabel: z.string().min(1),
  /** "June/July 2013": the label articles carry in their `issue` field. */
  label: z.string().min(1),
  /** "/2013/06" */
  path: z.string().regex(/^\/\d{4}\/\d{2}$/),
  featuredPerson: z.string().min(1),
  description: z.string().min(1),
  /** The issue file's cover picture, or (the archive has none) the typographic one the build draws: server/content/cover-art.ts. */
  cover: imageSchema,
  articles: z.array(slugSchema).min(1),
  /** One of FIXED_ISSUE_IDS: drawn with the fixed page layout. */
  fixed: z.boolean(),
});
export type IssueSummary = z.infer<typeof issueSummarySchema>;

/** Listing and header fields of one article; the body lives in its own lazily loaded chunk. */
export const articleSummarySchema = z.object({
  slug: slugSchema,
  title: z.string().min(1),
  subtitle: z.string().optional(),
  author: z.string().optional(),
  photography: z.string().optional(),
  excerpt: z.string().min(1),
  featured: z.boolean(),
  /** Issue label as printed on the article. */
  issue: z.string().min(1),
  /** The issue that lists this article, or null (the zoo promotion is in no issue). */
  issueId: issueIdSchema.nullable(),
  publishDate: isoDate.optional(),
  backLink: z.string().startsWith("/").optional(),
  /** The listings it features as "professional:<key>" or "business:<key>" (shared/magazine-links.ts). */
  features: z.array(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** Body blocks hold inline HTML compiled from trusted Markdown at build time (raw HTML is rejected). */
export const articleBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), html: z.string() }),
  z.object({ kind: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), html: z.string() }),
  z.object({ kind: z.literal("list"), items: z.array(z.string()).min(1) }),
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

/** The default export shape of one `virtual:magazine-article/<slug>` chunk. */
export const articleBodySchema = z.object({
  featuredImage: imageSchema.optional(),
  images: z.array(imageSchema),
  blocks: z.array(articleBlockSchema).min(1),
});
export type ArticleBody = z.infer<typeof articleBodySchema>;

/** `virtual:magazine-headlines`: the newest issue's articles, for the home page's News section. */
export const headlineSchema = z.object({
  title: z.string().min(1),
  href: z.string().startsWith("/articles/"),
  issue: z.string().min(1),
});
export type Headline = z.infer<typeof headlineSchema>;

/** At most this many headlines are exported. */
export const MAX_HEADLINES = 6;
