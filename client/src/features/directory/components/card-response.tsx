import type { ResponseFigures } from "@shared/response-figures";
import { responseLinesOf } from "@shared/response-lines";
import { useT } from "@/i18n/use-t";

/**
 * A card's response line (issue 31): "Usually responds within 2 hours · Responds to 9 of 10
 * requests", as on the listing's page; nothing until it has 5 leads in 90 days (no figures).
 */
export function CardResponse({ figures }: { figures: ResponseFigures | null | undefined }) {
  const t = useT("directory");
  const lines = responseLinesOf(figures).map((line) =>
    line.message === "rate"
      ? t("directory.responds_rate", { replied: line.replied, total: line.total })
      : t(line.message === "days" ? "directory.responds_days" : "directory.responds_hours", { count: line.count }),
  );
  if (lines.length === 0) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="card-response">
      {lines.join(" · ")}
    </p>
  );
}
