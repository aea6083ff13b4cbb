import { Link } from "wouter";
import { useLocale, useT } from "@/i18n/use-t";
import { withElement } from "../lib/with-element";

export interface Headline {
  title: string;
  href: string;
  issue: string;
}

export interface MoverHeadline {
  name: string;
  role: string;
  when: string;
  href: string;
  /** The person's directory profile, when there is one. */
  profileHref?: string | undefined;
}

/** The home page News section (target of the header's #news link): the latest issue's and Men on the Move headlines. */
export function NewsSection({ headlines, movers }: { headlines: Headline[]; movers: MoverHeadline[] }) {
  const tm = useT("directoryMore");
  // The magazine is in English (issue 29): on a Spanish page its titles and labels say so with lang="en".
  const english = useLocale() === "en" ? undefined : "en";
  const issue = headlines[0]?.issue;
  return (
    <section id="news" aria-labelledby="news-heading" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-12">
      <h2 id="news-heading" className="text-2xl font-bold text-slate-900">
        {tm("directoryMore.news.heading")}
      </h2>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div>
          <h3 className="mb-3 text-lg font-semibold text-slate-800">
            {issue
              ? withElement((mark) => tm("directoryMore.news.from_issue", { issue: mark }), <span lang={english}>{issue}</span>)
              : tm("directoryMore.news.from_magazine")}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {headlines.map((h) => (
              <li key={h.href}>
                <Link href={h.href} lang={english} className="block px-4 py-3 font-medium text-brand-700 hover:bg-brand-50 hover:underline">
                  {h.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link href="/archive" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
            {tm("directoryMore.news.archive")}
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-5">
          <h3 className="text-lg font-semibold text-slate-800">{tm("directoryMore.news.movers")}</h3>
          <ul className="mt-3 space-y-3">
            {movers.map((m) => (
              <li key={m.href}>
                <Link href={m.href} className="font-semibold text-brand-700 hover:underline">
                  {m.name}
                </Link>
                <p className="text-sm text-slate-700" lang={english}>
                  {m.role} · {m.when}
                </p>
                {m.profileHref && (
                  <Link
                    href={m.profileHref}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                    aria-label={tm("directoryMore.news.profile_of", { name: m.name })}
                  >
                    {tm("directoryMore.news.view_profile")}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <Link href="/men-on-the-move" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
            {tm("directoryMore.news.read_movers")}
          </Link>
        </div>
      </div>
    </section>
  );
}
