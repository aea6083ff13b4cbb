import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { slugFromTitle } from "../../shared/slug";
import { FIXED_ISSUE_ARTICLE_COUNT, FIXED_ISSUE_IDS, articleFrontMatterSchema, issueFileSchema, type ArticleBlock, type ArticleFrontMatter, type IssueFile } from "../../shared/content";
import { repoRoot } from "../lib/repo-root";
import { sampleListingKeys, type ListingKeys } from "./listing-keys";
import { compileMarkdown } from "./markdown";

export const CONTENT_DIR = join(repoRoot, "content");

export interface LoadedArticle {
  slug: string;
  file: string;
  data: ArticleFrontMatter;
  blocks: ArticleBlock[];
  /** The listings it features, as "professional:<key>" / "business:<key>" (shared/magazine-links.ts). */
  features: string[];
}

export interface LoadedIssue {
  id: string;
  file: string;
  data: IssueFile;
}

export interface LoadedContent {
  /** Sorted by slug. */
  articles: LoadedArticle[];
  /** Newest first. */
  issues: LoadedIssue[];
  /** Older slug → canonical slug. */
  aliases: Map<string, string>;
  /** Issue id listing each article. */
  listedIn: Map<string, string>;
  /** One line per problem, each starting with the file it is about; empty when the content is valid. */
  problems: string[];
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;
const issuePath = (issue: z.core.$ZodIssue) => (issue.path.length ? issue.path.join(".") : "(file)");

function readYaml(text: string, file: string, problems: string[]): unknown {
  try {
    return parse(text);
  } catch (err) {
    problems.push(`${file}: YAML: ${(err as Error).message.split("\n")[0]}`);
    return undefined;
  }
}

function loadArticle(dir: string, name: string, problems: string[]): LoadedArticle | null {
  const file = `content/articles/${name}`;
  const match = FRONT_MATTER.exec(readFileSync(join(dir, "articles", name), "utf8").replace(/\r\n/g, "\n"));
  if (!match) {
    problems.push(`${file}: no front matter between --- lines`);
    return null;
  }
  const raw = readYaml(match[1]!, file, problems);
  if (raw === undefined) return null;
  const parsed = articleFrontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${file}: ${issuePath(issue)}: ${issue.message}`);
    return null;
  }
  const body = compileMarkdown(match[2]!);
  for (const problem of body.problems) problems.push(`${file}: body: ${problem}`);
  const paragraphs = body.blocks.filter((b) => b.kind === "paragraph").length;
  if (!body.problems.length && (paragraphs < 3 || paragraphs > 8)) problems.push(`${file}: body: ${paragraphs} paragraphs (want 3 to 8)`);
  const features = parsed.data.features.map((ref) => ("professional" in ref ? `professional:${ref.professional}` : `business:${ref.business}`));
  return { slug: name.replace(/\.md$/, ""), file, data: parsed.data, blocks: body.blocks, features };
}

function loadIssue(dir: string, name: string, problems: string[]): LoadedIssue | null {
  const file = `content/issues/${name}`;
  const raw = readYaml(readFileSync(join(dir, "issues", name), "utf8"), file, problems);
  if (raw === undefined) return null;
  const parsed = issueFileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${file}: ${issuePath(issue)}: ${issue.message}`);
    return null;
  }
  const id = `${parsed.data.year}-${parsed.data.month}`;
  if (name !== `${id}.yaml`) problems.push(`${file}: file name must be ${id}.yaml (year-month)`);
  return { id, file, data: parsed.data };
}

const filesIn = (dir: string, ext: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort();

/** An article names each listing once, and only listings the sample directory has. */
function checkFeatures(article: LoadedArticle, listings: ListingKeys, problems: string[]) {
  const seen = new Set<string>();
  for (const ref of article.features) {
    if (seen.has(ref)) problems.push(`${article.file}: features: ${ref} is named twice`);
    else if (!listings.has(ref)) problems.push(`${article.file}: features: no ${ref.replace(":", " with key ")} in server/db/sample-data`);
    seen.add(ref);
  }
}

/**
 * Reads, validates and cross-checks every issue and article under `dir`; `listings` are the
 * keys an article may feature (default: the sample directory's).
 */
export function loadContent(dir: string = CONTENT_DIR, listings: ListingKeys = sampleListingKeys()): LoadedContent {
  const problems: string[] = [];
  const articles = filesIn(join(dir, "articles"), ".md").flatMap((name) => loadArticle(dir, name, problems) ?? []);
  for (const article of articles) checkFeatures(article, listings, problems);
  const issues = filesIn(join(dir, "issues"), ".yaml")
    .flatMap((name) => loadIssue(dir, name, problems) ?? [])
    .sort((a, b) => b.id.localeCompare(a.id));
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  const aliases = new Map<string, string>();
  const listedIn = new Map<string, string>();
  const derived = new Map<string, string>();

  for (const article of articles) {
    for (const alias of article.data.aliases) {
      if (bySlug.has(alias)) problems.push(`${article.file}: aliases: ${alias} is also an article slug`);
      else if (aliases.has(alias)) problems.push(`${article.file}: aliases: ${alias} is already an alias of ${aliases.get(alias)}`);
      else aliases.set(alias, article.slug);
    }
  }
  for (const article of articles) {
    // /article/{slug derived from the title} must lead to exactly one article.
    const titleSlug = slugFromTitle(article.data.title);
    const owner = derived.get(titleSlug) ?? (bySlug.has(titleSlug) && titleSlug !== article.slug ? titleSlug : aliases.get(titleSlug));
    if (owner && owner !== article.slug) problems.push(`${article.file}: title: "${article.data.title}" gives /article/${titleSlug}, which already leads to ${owner}`);
    else derived.set(titleSlug, article.slug);
  }

  for (const issue of issues) {
    const label = `${issue.data.monthLabel} ${issue.data.year}`;
    const fixed = (FIXED_ISSUE_IDS as readonly string[]).includes(issue.id);
    if (fixed && issue.data.articles.length !== FIXED_ISSUE_ARTICLE_COUNT) problems.push(`${issue.file}: articles: a fixed issue page lists exactly ${FIXED_ISSUE_ARTICLE_COUNT} articles`);
    for (const slug of issue.data.articles) {
      const article = bySlug.get(slug);
      if (!article) problems.push(`${issue.file}: articles: ${slug} has no file content/articles/${slug}.md`);
      else if (article.data.issue !== label) problems.push(`${article.file}: issue: "${article.data.issue}" but it is listed in ${issue.file} ("${label}")`);
      if (listedIn.has(slug)) problems.push(`${issue.file}: articles: ${slug} is also listed in ${listedIn.get(slug)}`);
      else listedIn.set(slug, issue.id);
    }
  }
  return { articles, issues, aliases, listedIn, problems };
}
