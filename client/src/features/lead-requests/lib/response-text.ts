import type { ResponseFigures } from "@shared/leads";
import { replyWithin } from "@shared/response-figures";
import type { Translate } from "@/i18n/use-t";

/** "Usually responds within 2 hours", "Responds to 9 of 10 requests"; nothing below 5 leads (null figures). */
export function responseLines(t: Translate<"leadRequests">, figures: ResponseFigures | null | undefined): string[] {
  if (!figures) return [];
  const lines: string[] = [];
  const m = figures.medianMinutes;
  if (m !== null) {
    const { unit, count } = replyWithin(m);
    lines.push(unit === "days" ? t("leadRequests.responds_days", { count }) : t("leadRequests.responds_hours", { count }));
  }
  if (figures.total > 0) lines.push(t("leadRequests.responds_rate", { replied: Math.round((figures.replied / figures.total) * 10), total: 10 }));
  return lines;
}
