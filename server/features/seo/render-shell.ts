import type { Locale } from "@shared/i18n/locale";
import { headTags, jsonForScript, SEO_ATTRIBUTE, type HeadTag } from "@shared/head-tags";
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from "@shared/initial-data";
import type { PageSeo } from "@shared/seo";
import type { HeadContext } from "@shared/i18n/heads";
import { escapeMarkup } from "@shared/markup-escape";

function renderTag(tag: HeadTag): string {
  const mark = SEO_ATTRIBUTE;
  if (tag.tag === "meta") return `<meta ${tag.attr}="${escapeMarkup(tag.key)}" content="${escapeMarkup(tag.content)}" ${mark} />`;
  if (tag.tag === "link" && tag.rel === "alternate")
    return `<link rel="alternate" hreflang="${escapeMarkup(tag.hreflang)}" href="${escapeMarkup(tag.href)}" ${mark} />`;
  if (tag.tag === "feed")
    return `<link rel="alternate" type="${escapeMarkup(tag.type)}" title="${escapeMarkup(tag.title)}" href="${escapeMarkup(tag.href)}" ${mark} />`;
  if (tag.tag === "link") return `<link rel="${tag.rel}" href="${escapeMarkup(tag.href)}" ${mark} />`;
  return `<script type="application/ld+json" ${mark}>${tag.json}</script>`;
}

/** The page's <title> and SEO tags, one per line, as useSeo would write them. */
export function renderHead(seo: PageSeo, head: HeadContext): string {
  return [`<title>${escapeMarkup(seo.title)}</title>`, ...headTags(seo, head).map(renderTag)].join("\n    ");
}

/** The first data as an inert JSON script (escaped like JSON-LD, so no text can end it). */
export function renderInitialData(data: InitialData): string {
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}

/** The shell with the page's language in <html lang> (also for a page whose data failed: routes.ts). */
export const withLang = (html: string, locale: Locale) => html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\s*<meta name="description"[^>]*>/;

/** What a page adds to the shell: its head, and its first data before </body> (empty when none). */
export interface ShellParts {
  head: string;
  body: string;
}

export function renderParts(seo: PageSeo, head: HeadContext, data: InitialData): ShellParts {
  return { head: renderHead(seo, head), body: data.queries.length ? renderInitialData(data) : "" };
}

/**
 * The SPA shell (the built or dev index.html) with the page's own head in place of the
 * template's title and description, and its first data before </body>. `preload` (link tags)
 * goes last in the head, after the entry script, which the browser should fetch first. The
 * page's language sets <html lang>.
 */
export function fillShell(template: string, { head, body }: ShellParts, preload = "", locale: Locale = "en"): string {
  const withoutDefaults = withLang(template.replace(DESCRIPTION, ""), locale);
  const withHead = TITLE.test(withoutDefaults) ? withoutDefaults.replace(TITLE, () => head) : withoutDefaults.replace("</head>", () => `  ${head}\n  </head>`);
  const withPreload = preload ? withHead.replace("</head>", () => `  ${preload}\n  </head>`) : withHead;
  return body ? withPreload.replace("</body>", () => `  ${body}\n  </body>`) : withPreload;
}
