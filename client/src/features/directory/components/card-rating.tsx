import { useT } from "@/i18n/use-t";

/**
 * A card's published reviews (issue 30): "★ 4.5 out of 5 (12 reviews)", nothing with none. On
 * the home page's first render, so it stays a few bytes: the text is the directory catalog's.
 */
export function CardRating({ average, count }: { average: number | null | undefined; count: number | undefined }) {
  const t = useT("directory");
  if (!count || average == null) return null;
  return (
    <p className="text-sm text-slate-700">
      <span aria-hidden="true" className="text-amber-700">
        ★{" "}
      </span>
      {t("directory.rating", { average: average.toFixed(1), count })}
    </p>
  );
}
