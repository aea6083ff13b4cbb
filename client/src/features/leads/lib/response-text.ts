import type { ResponseFigures } from "@shared/leads";
import { responseLinesOf } from "@shared/response-lines";
import type { Translate } from "@/i18n/use-t";

/** "Usually responds within 2 hours", "Responds to 9 of 10 requests"; nothing below 5 leads (null figures). */
export function responseLines(t: Translate<"leadRequests">, figures: ResponseFigures | null | undefined): string[] {
  return responseLinesOf(figures).map((line) =>
    line.message === "rate"
      ? t("leadRequests.responds_rate", { replied: line.replied, total: line.total })
      : t(line.message === "days" ? "leadRequests.responds_days" : "leadRequests.responds_hours", { count: line.count }),
  );
}
