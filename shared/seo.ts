import type { IssueSummary } from "./content";
import { paragraphs } from "./listing";
import { planPrice } from "./plans";
import { breadcrumbLd, ORGANIZATION_NAME, organizationLd, websiteLd } from "./structured-data";

/**
 * Every page's title, description, canonical path and JSON-LD, built by pure functions that
 * the client pages (useSeo) and the server (the HTML shell's <head>) both call, so a crawler
 * that runs no JavaScript and a browser see the same head.
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
}

export const suffixed = (title: string) => `${title} | ${SITE_NAME}`;
export const crumbs = (...items: [string, string][]) => items.map(([name, path]) => ({ name, path }));

/** The bio's first paragraph, as the professional page shows it first. */
export const firstParagraph = (text: string | null): string | undefined => paragraphs(text)[0];

export const homeSeo = (origin: string): PageSeo => ({
  title: "San Antonio Business Directory | Professionals & Businesses in South Texas",
  description:
    "Find trusted San Antonio professionals and businesses: bankers, doctors, attorneys, builders and more. Connecting professionals and businesses in South Texas.",
  path: "/",
  jsonLd: [organizationLd(origin), websiteLd(origin)],
});

export const businessesSeo = (origin: string): PageSeo => ({
  title: suffixed("San Antonio Businesses"),
  description: "Browse San Antonio businesses: banks, clinics, law firms, builders, accountants and more, with addresses and phone numbers.",
  path: "/businesses",
  jsonLd: [breadcrumbLd(origin, crumbs(["Home", "/"], ["Businesses", "/businesses"]))],
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

export function detailMessageSeo(kind: DetailKind, state: DetailState): PageSeo {
  const [title, text] = detailMessages[kind][state];
  return { title: suffixed(title), description: text, noindex: true };
}

export const notFoundSeo = (): PageSeo => ({
  title: suffixed("Page Not Found"),
  description: "The page you're looking for doesn't exist or has been moved.",
  noindex: true,
});

export const archiveSeo = (): PageSeo => ({
  title: suffixed("Magazine Archive"),
  description: "Browse the magazine's issues from August/September 2011 to June/July 2013 by featured person, month or year.",
  path: "/archive",
});

export const issueSeo = (issue: Pick<IssueSummary, "label" | "featuredPerson" | "description" | "path" | "cover"> | undefined): PageSeo =>
  issue
    ? {
        title: suffixed(`${issue.label} Issue`),
        description: `The ${issue.label} issue featuring ${issue.featuredPerson}: ${issue.description}`,
        path: issue.path,
        image: issue.cover.src || undefined,
      }
    : { title: suffixed("Issue Not Found"), description: "That issue is not in the magazine archive.", noindex: true };

/** An article page from its derived metadata (client/src/features/magazine/lib/article-meta.ts) and its NewsArticle JSON-LD. */
export const articleSeo = (meta: { title: string; description: string; path: string; image: string }, newsArticle: object): PageSeo => ({
  title: suffixed(meta.title),
  description: meta.description,
  path: meta.path,
  type: "article",
  image: meta.image,
  jsonLd: [newsArticle],
});

export const advertiseSeo = (): PageSeo => ({
  title: suffixed("Advertise With Us"),
  description: `Free and Gold listings for San Antonio professionals: Gold from ${planPrice("gold-monthly")}/month or ${planPrice("gold-annual")}/year. 10K+ monthly visitors, 75% local.`,
  path: "/advertise",
});

export const menOnTheMoveSeo = (): PageSeo => ({
  title: suffixed("Men On The Move"),
  description: "San Antonio professionals on the move: promotions, new ventures and awards. Submit your news for the next issue.",
  path: "/men-on-the-move",
});

/** /contact?professional=<name> names that person in the page title. */
export const contactSeo = (professional?: string): PageSeo => ({
  title: suffixed(professional ? `Contact ${professional}` : "Contact Us"),
  description: "Contact the San Antonio Business Directory about listings, advertising, sponsored content or magazine news.",
  path: "/contact",
});

/** The ?professional= of /contact as the contact page reads it. */
export const contactProfessional = (params: URLSearchParams) => params.get("professional")?.trim().slice(0, 200) || undefined;

/** The public list of review moderation reasons (issue 30). */
export const reviewGuidelinesSeo = (): PageSeo => ({
  title: suffixed("Review Guidelines"),
  description: "How reviews on the San Antonio Business Directory are written, checked and moderated, and the reasons a review can be removed.",
  path: "/review-guidelines",
});

export const checkoutSeo = (): PageSeo => ({
  title: suffixed("Secure Checkout"),
  description: "Complete your payment safely and securely.",
  path: "/checkout",
});

export const paymentSuccessSeo = (): PageSeo => ({ title: suffixed("Payment Successful"), description: "Thank you for your payment." });

/** Every /admin address: the back office is for staff, so search engines neither index it nor follow its links. */
export const accountSeo = (): PageSeo => ({
  title: suffixed("Your listing"),
  description: "Keep your directory listing correct.",
  noindex: true,
  nofollow: true,
});
export const adminSeo = (): PageSeo => ({ title: suffixed("Staff"), description: "The directory's back office, for staff.", noindex: true, nofollow: true });
