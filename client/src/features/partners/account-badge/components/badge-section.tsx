import { useId, useState } from "react";
import { OwnerQueryStates, OwnerSection } from "@/components/layout/owner-section";
import { BADGE_WIDTH, badgeAddresses, badgeHeight, badgeLabel, badgeSnippet } from "@shared/badge";
import { Button } from "@/components/ui/button";
import { RadioChoices } from "@/components/ui/radio-choices";
import { useLocale, useT } from "@/i18n/use-t";
import { useBadge } from "../api/get-badge";

/**
 * The Badge section of an owned listing in /account (issue 32): the embeddable badge, the HTML to
 * copy (a plain link around an image). The sites that showed it are in the Statistics section.
 */
export function BadgeSection({ kind, id }: { kind: string; id: number }) {
  const t = useT("ownerBadge");
  const locale = useLocale();
  const uid = useId();
  const badge = useBadge(kind, id);
  const [lang, setLang] = useState<"en" | "es">(locale);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  const addresses = badge.data && badgeAddresses(badge.data.imageUrl, badge.data.pageUrl, lang);
  // The alt text is in the badge's language, whatever the page's (shared/badge.ts).
  const alt = (featured: boolean) => badgeLabel(featured, lang);
  const snippet = badge.data && addresses ? badgeSnippet({ ...addresses, alt: alt(badge.data.featured), featured: badge.data.featured }) : "";

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <OwnerSection title={t("ownerBadge.title")} intro={t("ownerBadge.intro")} className="gap-4">
      <OwnerQueryStates
        query={{ isPending: badge.isPending, isError: badge.isError, data: badge.data && addresses ? { badge: badge.data, addresses } : undefined }}
        loading={t("ownerBadge.loading")}
        error={t("ownerBadge.load_error")}
      >
        {({ badge: data, addresses }) => (
          <>
            <RadioChoices
              name={`${uid}-lang`}
              legend={t("ownerBadge.language")}
              options={[
                { value: "en", label: t("ownerBadge.english") },
                { value: "es", label: t("ownerBadge.spanish") },
              ]}
              value={lang}
              onChange={(value) => (setLang(value), setCopy("idle"))}
            />
            <div className="grid gap-1">
              <p className="text-sm font-medium text-gray-800">{t("ownerBadge.preview")}</p>
              <img src={addresses.image} alt={alt(data.featured)} width={BADGE_WIDTH} height={badgeHeight(data.featured)} className="h-auto max-w-full" />
            </div>
            {data.featured && <p className="text-sm text-gray-700">{t("ownerBadge.featured")}</p>}
            <div className="grid gap-1">
              <label htmlFor={`${uid}-code`} className="text-sm font-medium text-gray-800">
                {t("ownerBadge.code")}
              </label>
              <textarea
                id={`${uid}-code`}
                readOnly
                rows={4}
                value={snippet}
                onFocus={(e) => e.target.select()}
                className="block w-full rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-gray-900"
              />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" variant="outline" onClick={() => void onCopy()}>
                {t("ownerBadge.copy")}
              </Button>
              <span role="status" className="text-sm text-gray-700">
                {copy === "copied" ? t("ownerBadge.copied") : copy === "failed" ? t("ownerBadge.copy_failed") : ""}
              </span>
            </div>
            <p className="text-sm text-gray-600">{t("ownerBadge.embeds_where")}</p>
          </>
        )}
      </OwnerQueryStates>
    </OwnerSection>
  );
}
