import type { SeedEntry } from "@shared/initial-data";
import type { LeadImage } from "@shared/listing-picture";
import type { PageSeo } from "@shared/seo";

/**
 * What the server answers for a page address: the shell with this head and data, or a redirect.
 * `leadImage`: the picture the first screen shows largest, preloaded from the head (a listing's photo).
 */
export type PageAnswer = { status: 200 | 404 | 410; seo: PageSeo; queries: SeedEntry[]; leadImage?: LeadImage } | { status: 301; location: string };
