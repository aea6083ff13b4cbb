import type { IssueSummary } from "@shared/content";
import * as catalog from "@shared/magazine-catalog";
import { aliases, articles, issues } from "virtual:magazine-index";

// Types only from @shared/content: importing its values would pull zod into this chunk.

/** The built index; the lookups are shared/magazine-catalog.ts's, which the server runs on its own copy. */
const index: catalog.CatalogIndex = { issues, articles, aliases };

/** Every issue, newest first. */
export const allIssues: readonly IssueSummary[] = issues;

export const findIssue = (year: string, month: string) => catalog.findIssue(index, year, month);
export const issueArticles = (issue: IssueSummary) => catalog.issueArticles(index, issue);
export const lookupArticle = (slug: string) => catalog.lookupArticle(index, slug);
export const lookupDerivedArticle = (slug: string) => catalog.lookupDerivedArticle(index, slug);
export const issueCover = (article: { issueId: string | null }) => catalog.issueCover(index, article);
export const articleNeighbours = (slug: string) => catalog.articleNeighbours(index, slug);
