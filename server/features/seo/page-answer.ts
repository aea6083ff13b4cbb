import type { SeedEntry } from "@shared/initial-data";
import type { PageSeo } from "@shared/seo";

/** What the server answers for a page address: the shell with this head and data, or a redirect. */
export type PageAnswer = { status: 200 | 404 | 410; seo: PageSeo; queries: SeedEntry[] } | { status: 301; location: string };
