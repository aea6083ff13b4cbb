import type { MagazineFeature } from "@shared/magazine-links";
import { CONTENT_DIR, loadContent, type LoadedContent } from "./load-content";

/** Which articles feature which listings, from content/ (keys, not database ids). */
export interface MagazineLinks {
  /** An article's refs ("professional:<key>"), in its own order; [] for an unknown slug. */
  featuresOf(slug: string): readonly string[];
  /** The articles that feature a ref, newest issue first. */
  featuredIn(ref: string): readonly MagazineFeature[];
}

export function magazineLinks(content: LoadedContent): MagazineLinks {
  const bySlug = new Map(content.articles.map((a) => [a.slug, a]));
  // Issue order (newest issue first, the issue's own order), then the articles no issue lists.
  const ordered = [...content.issues.flatMap((issue) => issue.data.articles), ...content.articles.map((a) => a.slug).filter((s) => !content.listedIn.has(s))];
  const issuePaths = new Map(content.issues.map((issue) => [issue.id, `/${issue.data.year}/${issue.data.month}`]));
  const featured = new Map<string, MagazineFeature[]>();
  for (const slug of new Set(ordered)) {
    const article = bySlug.get(slug);
    if (!article) continue;
    const issueId = content.listedIn.get(slug);
    const feature: MagazineFeature = { slug, title: article.data.title, issue: article.data.issue, issuePath: (issueId && issuePaths.get(issueId)) ?? null };
    for (const ref of article.features) featured.set(ref, [...(featured.get(ref) ?? []), feature]);
  }
  return {
    featuresOf: (slug) => bySlug.get(slug)?.features ?? [],
    featuredIn: (ref) => featured.get(ref) ?? [],
  };
}

const loaded = new Map<string, LoadedContent>();

/** content/ read and checked once per folder; invalid content stops the server, as it stops the build. */
export function loadValidContent(dir: string = CONTENT_DIR): LoadedContent {
  const cached = loaded.get(dir);
  if (cached) return cached;
  const content = loadContent(dir);
  if (content.problems.length) throw new Error(`Magazine content is invalid:\n  ${content.problems.join("\n  ")}`);
  loaded.set(dir, content);
  return content;
}

const links = new Map<string, MagazineLinks>();

export function loadMagazineLinks(dir: string = CONTENT_DIR): MagazineLinks {
  let found = links.get(dir);
  if (!found) links.set(dir, (found = magazineLinks(loadValidContent(dir))));
  return found;
}
