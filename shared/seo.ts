import type { IssueSummary } from "./content";
import type { FeedCategory } from "./feed-category";
import { pageText } from "./i18n/page-text";
import { localizePath } from "./i18n/locale";
import type { HeadContext, HeadKey } from "./i18n/heads";
import { paragraphs } from "./listing";
import { planPrice } from "./plans";
import { breadcrumbLd, ORGANIZATION_NAME, organizationLd, websiteLd } from "./structured-data";

export type { HeadContext } from "./i18n/heads";

/**
 * Every page's title, description, canonical path and JSON-LD, built by pure functions that
 * the client pages (useSeo) and the server (the HTML shell's <head>) both call, so a crawler
 * that runs no JavaScript and a browser see the same head. Each takes the page's HeadContext:
 * its origin, its language and the head texts in that language (shared/i18n/locales: issue 29).
 */
export const SITE_NAME = ORGANIZATION_NAME;

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/businesses"; pages without one get no canonical. */
  path?: string;
  /** og:type; "website" when absent. */
  type?: "website" | "article" | "profile";
  /** Absolute URL or root-relative path of the preview image. */
  image?: string;
  /** One or more JSON-LD objects. */
  jsonLd?: object[];
  /** Not-found and invalid-address screens ask search engines not to index them. */
  noindex?: boolean;
  /** With noindex: not to follow its links either (the back office). */
  nofollow?: boolean;
  /** Feeds of the page's content (issue 32), linked as <link rel="alternate" type="…">. */
  feeds?: { type: "application/rss+xml" | "application/feed+json"; title: string; href: string }[];
}

/** The magazine's feeds (server/features/partners/feed-routes.ts), linked from the home page and the magazine's pages. */
const magazineFeeds = ({ t }: HeadContext): NonNullable<PageSeo["feeds"]> => [
  { type: "application/rss+xml", title: t("heads.feed.articles_rss"), href: "/feeds/articles.xml" },
  { type: "application/feed+json", title: t("heads.feed.articles_json"), href: "/feeds/articles.json" },
];

/** A category's feeds of newly added listings, titled in the page's language (the feeds themselves are in English). */
const categoryFeeds = ({ t, locale }: HeadContext, category: FeedCategory): NonNullable<PageSeo["feeds"]> => {
  const name = pageText(locale, category.name, category.nameEs).text;
  const path = `/feeds/category/${encodeURIComponent(category.slug)}`;
  return [
    { type: "application/rss+xml", title: t("heads.feed.category_rss", { category: name }), href: `${path}.xml` },
    { type: "application/feed+json", title: t("heads.feed.category_json", { category: name }), href: `${path}.json` },
  ];
};

export const suffixed = ({ t }: HeadContext, title: string) => t("heads.suffixed", { title });
/** Breadcrumb entries at the page's language's addresses. */
export const crumbs = ({ locale }: HeadContext, ...items: [string, string][]) => items.map(([name, path]) => ({ name, path: localizePath(path, locale) }));

/** The bio's first paragraph, as the professional page shows it first. */
export const firstParagraph = (text: string | null): string | undefined => paragraphs(text)[0];

/** Home; filtered to one category (shared/feed-category.ts), it links that category's feeds before the magazine's. */
export const homeSeo = (ctx: HeadContext, category: FeedCategory | null = null): PageSeo => ({
  title: ctx.t("heads.home.title"),
  description: ctx.t("heads.home.description"),
  path: "/",
  jsonLd: [organizationLd(ctx.origin), websiteLd(ctx.origin, ctx.locale)],
  feeds: [...(category ? categoryFeeds(ctx, category) : []), ...magazineFeeds(ctx)],
});

/** /businesses; filtered to one category, it links that category's feeds. */
export const businessesSeo = (ctx: HeadContext, category: FeedCategory | null = null): PageSeo => ({
  title: suffixed(ctx, ctx.t("heads.businesses.title")),
  description: ctx.t("heads.businesses.description"),
  path: "/businesses",
  jsonLd: [breadcrumbLd(ctx.origin, crumbs(ctx, [ctx.t("heads.crumb.home"), "/"], [ctx.t("heads.crumb.businesses"), "/businesses"]))],
  ...(category && { feeds: categoryFeeds(ctx, category) }),
});

/** A detail page's error and not-found messages: [title, text]; each screen has a 'Return to Directory' button to /. */
export const detailMessages = {
  professional: {
    invalid: ["Invalid Professional ID", "Please check the URL and try again."],
    error: ["Error Loading Professional", "Unable to load professional profile. Please try again later."],
    notFound: ["Professional Not Found", "The professional you're looking for doesn't exist or has been removed."],
    gone: ["Listing No Longer Available", "This listing is no longer available."],
  },
  business: {
    invalid: ["Invalid Business ID", "Please check the URL and try again."],
    error: ["Error Loading Business", "Unable to load business profile. Please try again later."],
    notFound: ["Business Not Found", "The business you're looking for doesn't exist or has been removed."],
    gone: ["Listing No Longer Available", "This listing is no longer available."],
  },
} as const;
export type DetailKind = keyof typeof detailMessages;
export type DetailState = keyof (typeof detailMessages)["business"];

/** The head texts of each state: [title, text] keys (the English ones are detailMessages' texts). */
const detailKeys = {
  professional: {
    invalid: ["heads.detail.professional.invalid", "heads.detail.invalid_text"],
    error: ["heads.detail.professional.error", "heads.detail.professional.error_text"],
    notFound: ["heads.detail.professional.not_found", "heads.detail.professional.not_found_text"],
    gone: ["heads.detail.gone", "heads.detail.gone_text"],
  },
  business: {
    invalid: ["heads.detail.business.invalid", "heads.detail.invalid_text"],
    error: ["heads.detail.business.error", "heads.detail.business.error_text"],
    notFound: ["heads.detail.business.not_found", "heads.detail.business.not_found_text"],
    gone: ["heads.detail.gone", "heads.detail.gone_text"],
  },
} as const satisfies Record<DetailKind, Record<DetailState, readonly [HeadKey, HeadKey]>>;

export function detailMessageSeo(ctx: HeadContext, kind: DetailKind, state: DetailState): PageSeo {
  const [title, text] = detailKeys[kind][state];
  return { title: suffixed(ctx, ctx.t(title)), description: ctx.t(text), noindex: true };
}

export const notFoundSeo = (ctx: HeadContext): PageSeo => ({
  title: suffixed(ctx, ctx.t("heads.not_found.title")),
  description: ctx.t("heads.not_found.description"),
  noindex: true,
});

export const archiveSeo = (ctx: HeadContext): PageSeo => ({
  title: suffixed(ctx, ctx.t("heads.archive.title")),
  description: ctx.t("heads.archive.description"),
  path: "/archive",
  feeds: magazineFeeds(ctx),
});

export const issueSeo = (ctx: HeadContext, issue: Pick<IssueSummary, "label" | "featuredPerson" | "description" | "path" | "cover"> | undefined): PageSeo =>
  issue
    ? {
        title: suffixed(ctx, ctx.t("heads.issue.title", { label: issue.label })),
        description: ctx.t("heads.issue.description", { label: issue.label, person: issue.featuredPerson, description: issue.description }),
        path: issue.path,
        image: issue.cover.src || undefined,
        feeds: magazineFeeds(ctx),
      }
    : { title: suffixed(ctx, ctx.t("heads.issue.missing")), description: ctx.t("heads.issue.missing_text"), noindex: true };

/**
 * An article page from its derived metadata (client/src/features/magazine/lib/article-meta.ts) and
 * its NewsArticle JSON-LD. The article itself is in English on both languages' pages (its JSON-LD
 * says so); the title's suffix is the page's language.
 */
export const articleSeo = (ctx: HeadContext, meta: { title: string; description: string; path: string; image: string }, newsArticle: object): PageSeo => ({
  title: suffixed(ctx, meta.title),
  description: meta.description,
  path: meta.path,
  type: "article",
  image: meta.image,
  jsonLd: [newsArticle],
  feeds: magazineFeeds(ctx),
});

export const advertiseSeo = (ctx: HeadContext): PageSeo => ({
  title: suffixed(ctx, ctx.t("heads.advertise.title")),
  description: ctx.t("heads.advertise.description", { monthly: planPrice("gold-monthly"), annual: planPrice("gold-annual") }),
  path: "/advertise",
});

export const menOnTheMoveSeo = (ctx: HeadContext): PageSeo => ({
  title: suffixed(ctx, ctx.t("heads.movers.title")),
  description: ctx.t("heads.movers.description"),
  path: "/men-on-the-move",
});

/** /contact?professional=<name> names that person in the page title. */
export const contactSeo = (ctx: HeadContext, professional?: string): PageSeo => ({
  title: suffixed(ctx, professional ? ctx.t("heads.contact.person", { name: professional }) : ctx.t("heads.contact.title")),
  description: ctx.t("heads.contact.description"),
  path: "/contact",
});

/** The ?professional= of /contact as the contact page reads it. */
export const contactProfessional = (params: URLSearchParams) => params.get("professional")?.trim().slice(0, 200) || undefined;

/** The public list of review moderation reasons (issue 30). */
export const reviewGuidelinesSeo = (ctx: HeadContext): PageSeo => ({
  title: suffixed(ctx, ctx.t("heads.review_guidelines.title")),
  description: ctx.t("heads.review_guidelines.description"),
  path: "/review-guidelines",
});

export const checkoutSeo = (ctx: HeadContext): PageSeo => ({
  title: suffixed(ctx, ctx.t("heads.checkout.title")),
  description: ctx.t("heads.checkout.description"),
  path: "/checkout",
});

export const paymentSuccessSeo = (ctx: HeadContext): PageSeo => ({
  title: suffixed(ctx, ctx.t("heads.paid.title")),
  description: ctx.t("heads.paid.description"),
});

/** The owners' area (/account, /es/account): never indexed, its links not followed. */
export const accountSeo = (ctx: HeadContext): PageSeo => ({
  title: suffixed(ctx, ctx.t("heads.account.title")),
  description: ctx.t("heads.account.description"),
  noindex: true,
  nofollow: true,
});

/** Every /admin address: the back office is for staff and in English only, so search engines neither index it nor follow its links. */
export const adminSeo = (): PageSeo => ({
  title: `Staff | ${SITE_NAME}`,
  description: "The directory's back office, for staff.",
  noindex: true,
  nofollow: true,
});
