import { useId, useState } from "react";
import { localizePath } from "@shared/i18n/locale";
import { WRITE_REVIEW_HASH } from "@shared/reviews";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

/**
 * The owner's neutral invitation: the listing's write-a-review address, the same for every
 * customer (in English and in Spanish), to copy into their own messages. No mail is sent from
 * here, so nothing can go only to the happy customers.
 */
export function InviteLink({ href }: { href: string }) {
  const t = useT("ownerReviews");
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <div className="grid gap-2 rounded-md bg-gray-50 p-3" data-testid="review-invite">
      <h4 className="text-base font-semibold">{t("ownerReviews.invite_title")}</h4>
      <p className="text-sm text-gray-700">{t("ownerReviews.invite_intro")}</p>
      {(["en", "es"] as const).map((lang) => (
        <CopyRow
          key={lang}
          label={lang === "en" ? t("ownerReviews.invite_en") : t("ownerReviews.invite_es")}
          value={`${origin}${localizePath(href, lang)}${WRITE_REVIEW_HASH}`}
        />
      ))}
    </div>
  );
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const t = useT("ownerReviews");
  const uid = useId();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={`${uid}-link`} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`${uid}-link`}
          readOnly
          value={value}
          onFocus={(e) => e.target.select()}
          className="min-h-11 min-w-0 flex-1 basis-60 rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-xs text-gray-900"
        />
        <Button type="button" variant="outline" onClick={() => void onCopy()} aria-describedby={`${uid}-status`}>
          {t("ownerReviews.copy")}
        </Button>
      </div>
      <p id={`${uid}-status`} role="status" className="text-sm text-gray-700">
        {copy === "copied" ? t("ownerReviews.copied") : copy === "failed" ? t("ownerReviews.copy_failed") : ""}
      </p>
    </div>
  );
}
