import type { CatalogIndex } from "@shared/magazine-catalog";
import { CONTENT_DIR } from "../../content/load-content";
import { loadMagazineLinks, loadValidContent, type MagazineLinks } from "../../content/magazine-links";
import { articleSummaries, issueSummaries } from "../../content/modules";

/**
 * The magazine as the client's catalog sees it: the same index the Vite content plugin writes
 * into virtual:magazine-index, built by the same functions from content/ read once, and read
 * with the same lookups (shared/magazine-catalog.ts).
 */
export interface MagazineIndex extends CatalogIndex {
  /** The featured image's own source, which the article page puts in its metadata. */
  featuredImage: ReadonlyMap<string, string | undefined>;
  /** Which listings each article features, and the other way round. */
  links: MagazineLinks;
}

const loaded = new Map<string, MagazineIndex>();

/** Loads content/ once per folder; invalid content stops the server, as it stops the build. */
export function loadMagazineIndex(dir: string = CONTENT_DIR): MagazineIndex {
  const cached = loaded.get(dir);
  if (cached) return cached;
  const content = loadValidContent(dir);
  const index: MagazineIndex = {
    issues: issueSummaries(content),
    articles: articleSummaries(content),
    aliases: Object.fromEntries(content.aliases),
    featuredImage: new Map(content.articles.map((a) => [a.slug, a.data.featuredImage?.src])),
    links: loadMagazineLinks(dir),
  };
  loaded.set(dir, index);
  return index;
}
