import type { ResponseFigures } from "@shared/leads";
import type { Translate } from "@/i18n/use-t";

/** A business day of the figures: 8 AM to 6 PM. */
const DAY_MINUTES = 600;

/** "Usually responds within 2 hours", "Responds to 9 of 10 requests"; nothing below 5 leads (null figures). */
export function responseLines(t: Translate<"leadRequests">, figures: ResponseFigures | null | undefined): string[] {
  if (!figures) return [];
  const lines: string[] = [];
  const m = figures.medianMinutes;
  if (m !== null)
    lines.push(
      m >= DAY_MINUTES
        ? t("leadRequests.responds_days", { count: Math.ceil(m / DAY_MINUTES) })
        : t("leadRequests.responds_hours", { count: Math.max(1, Math.ceil(m / 60)) }),
    );
  if (figures.total > 0) lines.push(t("leadRequests.responds_rate", { replied: Math.round((figures.replied / figures.total) * 10), total: 10 }));
  return lines;
}
