import type { IssueSummary } from "@shared/content";
import type { ReactNode } from "react";
import { useLocale, useT } from "@/i18n/use-t";
import { issueLabel } from "../lib/issue-label";
import { useArticleLang } from "./english-only";
import { IssueCover } from "./issue-cover";

/** Cover, issue name, featured person and description; shared by both issue layouts. */
export function IssueHeader({ issue, children }: { issue: IssueSummary; children?: ReactNode }) {
  const t = useT("magazine");
  const label = issueLabel(useLocale(), issue);
  const lang = useArticleLang();
  return (
    <header className="grid gap-6 sm:grid-cols-[12rem_1fr] md:grid-cols-[15rem_1fr]">
      {/* The issue page's largest image, at its top: not lazy. */}
      <IssueCover issue={issue} className="mx-auto w-48 sm:w-full" priority />
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("magazine.issue.kicker")}</p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{label}</h1>
        <p className="mt-3 text-lg text-slate-700">
          {t("magazine.archive.featured")} <span className="font-semibold text-slate-900">{issue.featuredPerson}</span>
        </p>
        <p lang={lang} className="mt-3 text-slate-600">
          {issue.description}
        </p>
        {children}
      </div>
    </header>
  );
}
