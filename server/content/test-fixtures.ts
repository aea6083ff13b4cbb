import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const body = ["First paragraph.", "## A subheading", "**Lead.** Second paragraph with [a link](https://example.com/).", "- one\n- two", "Third paragraph."].join("\n\n");

export function articleFile(front: Record<string, string>, text = body): string {
  const lines = Object.entries({ sample: "true", title: "A Test Story", issue: "June/July 2012", excerpt: "An excerpt.", ...front }).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join("\n")}\n---\n${text}\n`;
}

export function issueFile(articles: string[], { year = 2012, month = "06", monthLabel = "June/July" } = {}): string {
  return [
    "sample: true",
    `year: ${year}`,
    `month: "${month}"`,
    `monthLabel: ${monthLabel}`,
    "featuredPerson: Test Person",
    "description: A test issue.",
    "cover:",
    "  alt: Cover",
    '  src: ""',
    "articles:",
    ...articles.map((a) => `  - ${a}`),
  ].join("\n");
}

/** A throwaway content/ folder with the given article and issue files. */
export function contentDir(articles: Record<string, string>, issues: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "magazine-content-"));
  mkdirSync(join(dir, "articles"));
  mkdirSync(join(dir, "issues"));
  for (const [name, text] of Object.entries(articles)) writeFileSync(join(dir, "articles", name), text);
  for (const [name, text] of Object.entries(issues)) writeFileSync(join(dir, "issues", name), text);
  return dir;
}
