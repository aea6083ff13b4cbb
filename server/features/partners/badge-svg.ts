import { BADGE_TEXTS, BADGE_WIDTH, badgeHeight, badgeLabel } from "@shared/badge";
import type { Locale } from "@shared/i18n/locale";
import { escapeMarkup } from "@shared/markup-escape";

/*
 * The embeddable badge (issue 32): a small SVG with no script, no external reference and no
 * font download (a system font stack), so it is safe as an <img> on any site and stays well
 * under 10 kB. It says only what is true now: listed (published), and "Featured in the magazine"
 * while an article features the listing. It never mentions Gold: a Gold that ended would
 * otherwise leave a claim on other people's pages.
 */

export function badgeSvg(featured: boolean, locale: Locale): string {
  const t = BADGE_TEXTS[locale];
  const width = BADGE_WIDTH;
  const height = badgeHeight(featured);
  const label = escapeMarkup(badgeLabel(featured, locale));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<title>${label}</title>
<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="6" fill="#ffffff" stroke="#1e3a8a"/>
<rect x="0.5" y="0.5" width="8" height="${height - 1}" rx="3" fill="#1e3a8a"/>
<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" fill="#0f172a">
<text x="20" y="22" font-size="12" fill="#334155">${escapeMarkup(t.listed)}</text>
<text x="20" y="42" font-size="13" font-weight="700" fill="#1e3a8a">${escapeMarkup(t.site)}</text>
${featured ? `<text x="20" y="62" font-size="12" font-weight="600" fill="#92400e">★ ${escapeMarkup(t.featured)}</text>` : ""}
</g>
</svg>
`;
}
