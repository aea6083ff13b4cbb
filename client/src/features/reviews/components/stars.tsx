import { useT } from "@/i18n/use-t";

/** Five stars, `value` of them filled; the label says the number for screen readers. */
export function Stars({ value, className = "" }: { value: number; className?: string }) {
  const t = useT("reviews");
  const full = Math.round(value);
  return (
    <span role="img" aria-label={t("reviews.stars", { stars: full })} className={`text-amber-600 ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true">
          {n <= full ? "★" : "☆"}
        </span>
      ))}
    </span>
  );
}
