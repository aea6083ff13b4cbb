import { statCountKeys, statCountLabels, type StatCounts } from "@shared/listing-stats";
import { monthName } from "./day";
import type { GoldComparison } from "./gold-comparison";
import type { ListingKind } from "@shared/listing-kind";

export interface ListingReport {
  kind: ListingKind;
  id: number;
  name: string;
  month: StatCounts;
  previous: StatCounts;
  category: { name: string; medianViews: number } | null;
  /** Only for a basic professional whose category had enough listings to measure it. */
  gold: GoldComparison | null;
}

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();
const figure = (n: number) => (Number.isInteger(n) ? n.toLocaleString("en-US") : n.toLocaleString("en-US", { maximumFractionDigits: 1 }));

/** "up 20% from 100 in February 2026", "the same as…", "none in February 2026 before". */
export function change(now: number, before: number, previousMonth: string): string {
  const when = monthName(previousMonth);
  if (before === 0) return now === 0 ? `none in ${when} either` : `none in ${when}`;
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return `about the same as ${when} (${figure(before)})`;
  return `${percent > 0 ? "up" : "down"} ${Math.abs(percent)}% from ${figure(before)} in ${when}`;
}

/** Gold's measured difference, as one sentence: "Gold listings in Legal Services had 3.1× the views last month." */
export const goldLine = (category: string, gold: GoldComparison) =>
  `Gold listings in ${oneLine(category)} had ${gold.ratio.toFixed(1)}× the views of basic listings last month (${gold.gold} Gold and ${gold.basic} basic listings, measured on this site).`;

/** One owner's monthly report (issue 17 item 6): every listing they own, last month against the one before. */
export function reportMail(to: string, month: string, previousMonth: string, listings: ListingReport[], site: string) {
  const lines = [`Here is how your listings on the San Antonio Business Directory did in ${monthName(month)}.`, ""];
  for (const l of listings) {
    lines.push(`"${oneLine(l.name)}"`);
    for (const key of statCountKeys) lines.push(`  ${statCountLabels[key]}: ${figure(l.month[key])} (${change(l.month[key], l.previous[key], previousMonth)})`);
    if (l.category) lines.push(`  The median ${oneLine(l.category.name)} listing had ${figure(l.category.medianViews)} page views.`);
    if (l.gold && l.category) lines.push(`  ${goldLine(l.category.name, l.gold)} Gold: ${site}/advertise`);
    lines.push(`  Day by day: ${site}/account/listings/${l.kind}/${l.id}`, "");
  }
  lines.push("Counted on our own server, without cookies; search engines' robots are left out.");
  return { to, subject: `Your listing statistics for ${monthName(month)}`, body: lines.join("\n") };
}
