import type { Locale } from "@shared/i18n/locale";
import { statCountKeys, type BadgeEmbeds, type StatCounts } from "@shared/listing-stats";
import { intlLocale, serverT } from "../../i18n/i18n";
import { pageLink } from "../../i18n/recipients";
import type { GoldComparison } from "./gold-comparison";
import type { ListingKind } from "@shared/listing-kind";
import { replyRate, type ResponseComparison } from "@shared/listing-stats";
import { replyWithin, repliedPerTen } from "@shared/response-lines";

export interface ListingReport {
  kind: ListingKind;
  id: number;
  name: string;
  month: StatCounts;
  previous: StatCounts;
  category: { name: string; medianViews: number } | null;
  /** Only for a basic professional whose category had enough listings to measure it. */
  gold: GoldComparison | null;
  /** Its reviews (issue 30): published in the month, and all published with their average (null with none). */
  reviews?: { fresh: number; count: number; average: number | null };
  /** Its replies to requests of the last 90 days beside its category's median (issue 31). */
  responses?: ResponseComparison;
  /** Its badge shown on other sites in the month (issue 32): by hostname, most first. */
  embeds?: BadgeEmbeds;
}

/** The sites that showed the badge most, at most three: "chamber.example.org (12), blog.example.net (3)". */
const topSites = (embeds: BadgeEmbeds, locale: Locale) =>
  embeds.sites
    .slice(0, 3)
    .map((s) => `${oneLine(s.site)} (${figure(s.views, locale)})`)
    .join(", ");

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();
const figure = (n: number, locale: Locale) =>
  Number.isInteger(n) ? n.toLocaleString(intlLocale(locale)) : n.toLocaleString(intlLocale(locale), { maximumFractionDigits: 1 });
/** "February 2026", "febrero de 2026". */
const monthIn = (month: string, locale: Locale) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" });

/** "up 20% from 100 in February 2026", "the same as…", "none in February 2026 before". */
export function change(now: number, before: number, previousMonth: string, locale: Locale = "en"): string {
  const t = serverT(locale);
  const when = monthIn(previousMonth, locale);
  if (before === 0) return now === 0 ? t("mail.stats.noneEither", { when }) : t("mail.stats.none", { when });
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return t("mail.stats.same", { when, before: figure(before, locale) });
  return t(percent > 0 ? "mail.stats.up" : "mail.stats.down", { percent: String(Math.abs(percent)), before: figure(before, locale), when });
}

/** Gold's measured difference, as one sentence: "Gold listings in Legal Services had 3.1× the views last month." */
export const goldLine = (category: string, gold: GoldComparison, locale: Locale = "en") =>
  serverT(locale)("mail.stats.gold", {
    category: oneLine(category),
    ratio: gold.ratio.toLocaleString(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    gold: String(gold.gold),
    basic: String(gold.basic),
  });

/** "usually within 2 hours; 9 of 10 requests answered within 72 hours", from a reply time and a rate (either may be missing). */
function replies(t: ReturnType<typeof serverT>, minutes: number | null, rate: number | null): string {
  const time = minutes === null ? t("mail.stats.noReplies") : t(`mail.stats.reply_${replyWithin(minutes).unit}`, { count: replyWithin(minutes).count });
  return rate === null ? time : `${time}; ${t("mail.stats.replyRate", { replied: repliedPerTen(rate) })}`;
}

/** The report's lines about replies to requests: the listing's own (or why there are none yet) and its category's median. */
export function responseLines(responses: ResponseComparison, locale: Locale = "en"): string[] {
  const t = serverT(locale);
  const { own, category } = responses;
  if (!own && !category) return [];
  const lines = [own ? t("mail.stats.responses", { figures: replies(t, own.medianMinutes, replyRate(own)) }) : t("mail.stats.responsesNone")];
  if (category)
    lines.push(
      t("mail.stats.responsesMedian", {
        category: oneLine(category.name),
        count: category.listings,
        figures: replies(t, category.medianMinutes, category.rate),
      }),
    );
  return lines;
}

/** One owner's monthly report (issue 17 item 6), in their language (issue 29): every listing they own, last month against the one before. */
export function reportMail(to: string, month: string, previousMonth: string, listings: ListingReport[], site: string, locale: Locale = "en") {
  const t = serverT(locale);
  const lines = [t("mail.stats.intro", { month: monthIn(month, locale) }), ""];
  for (const l of listings) {
    lines.push(`"${oneLine(l.name)}"`);
    for (const key of statCountKeys)
      lines.push(`  ${t(`mail.stats.${key}`)}: ${figure(l.month[key], locale)} (${change(l.month[key], l.previous[key], previousMonth, locale)})`);
    if (l.category) lines.push(`  ${t("mail.stats.median", { category: oneLine(l.category.name), views: figure(l.category.medianViews, locale) })}`);
    if (l.reviews)
      lines.push(
        `  ${t("mail.stats.reviews", { fresh: l.reviews.fresh, month: monthIn(month, locale), count: l.reviews.count, average: l.reviews.average === null ? "" : figure(l.reviews.average, locale) })}`,
      );
    if (l.responses) for (const line of responseLines(l.responses, locale)) lines.push(`  ${line}`);
    if (l.embeds && l.embeds.total > 0)
      lines.push(`  ${t("mail.stats.embeds", { total: l.embeds.total, month: monthIn(month, locale), sites: topSites(l.embeds, locale) })}`);
    if (l.gold && l.category) lines.push(`  ${goldLine(l.category.name, l.gold, locale)} Gold: ${pageLink(site, "/advertise", locale)}`);
    lines.push(`  ${t("mail.stats.dayByDay", { link: pageLink(site, `/account/listings/${l.kind}/${l.id}`, locale) })}`, "");
  }
  lines.push(t("mail.stats.footer"));
  return { to, subject: t("mail.stats.subject", { month: monthIn(month, locale) }), body: lines.join("\n") };
}
