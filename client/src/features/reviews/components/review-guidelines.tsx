import { moderationReasons } from "@shared/reviews";
import { useT } from "@/i18n/use-t";

/** The published moderation reasons (issue 30): staff decide with one of these, owners flag with one. */
export function ReviewGuidelines() {
  const t = useT("reviews");
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("reviews.rules_title")}</h1>
      <p className="mt-4 leading-relaxed text-slate-800">{t("reviews.rules_intro")}</p>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
        {moderationReasons.map((reason) => (
          <li key={reason} id={reason}>
            {t(`reviews.reason.${reason}`)}
          </li>
        ))}
      </ul>
      <p className="mt-4 leading-relaxed text-slate-800">{t("reviews.rules_owners")}</p>
    </article>
  );
}
