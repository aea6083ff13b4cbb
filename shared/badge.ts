/*
 * The embeddable badge's size and the snippet owners copy (issue 32). No zod here: the owners'
 * Badge section imports it. The server draws the SVG at this size (server/features/partners/badge-svg.ts).
 */
import { escapeMarkup } from "./markup-escape";

export const BADGE_WIDTH = 340;

/**
 * The badge's own words in each of its languages: the image, its alt text and the snippet say the
 * same, in the badge's language (an owner with a Spanish site may use the Spanish badge from an
 * English page). The English of the SPEC's issue 32 is kept word for word.
 */
export const BADGE_TEXTS = {
  en: { listed: "Listed in the", site: "San Antonio Business Directory", featured: "Featured in the magazine" },
  es: { listed: "Aparece en el", site: "Directorio de Negocios de San Antonio", featured: "Destacado en la revista" },
} as const;

/** The badge's accessible name, also the snippet's alt text. */
export function badgeLabel(featured: boolean, lang: "en" | "es"): string {
  const t = BADGE_TEXTS[lang];
  return `${t.listed} ${t.site}${featured ? ` · ${t.featured}` : ""}`;
}
export const badgeHeight = (featured: boolean) => (featured ? 74 : 56);

/** The badge's image and the listing page in a language: Spanish asks for ?lang=es and links the /es page. */
export function badgeAddresses(imageUrl: string, pageUrl: string, lang: "en" | "es"): { image: string; page: string } {
  if (lang === "en") return { image: imageUrl, page: pageUrl };
  const page = new URL(pageUrl);
  page.pathname = `/es${page.pathname}`;
  return { image: `${imageUrl}?lang=es`, page: page.toString() };
}

/** The HTML owners paste: a plain link around an image; no script, no iframe, nothing loaded but the image. */
export function badgeSnippet({ image, page, alt, featured }: { image: string; page: string; alt: string; featured: boolean }): string {
  return `<a href="${escapeMarkup(page)}"><img src="${escapeMarkup(image)}" width="${BADGE_WIDTH}" height="${badgeHeight(featured)}" alt="${escapeMarkup(alt)}" style="border:0"></a>`;
}
