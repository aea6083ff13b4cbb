import type { Professional } from "@shared/schema";
import { useT } from "@/i18n/use-t";
import { OnlyNote, usePageText } from "@/i18n/page-text";

/** A social link's address when it is http(s), else nothing: listing text is never a javascript: link. */
export function safeHttpUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** "instagram.com/ana" from https://www.instagram.com/ana/ — what a visitor recognises. */
const linkLabel = (url: URL) => `${url.hostname.replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}`;

function FactList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Item 9 of issue 18: what the data already has — specialties, education, awards and social links — on the professional's page. */
export function ProfileFacts({ professional: p }: { professional: Professional }) {
  const t = useT("listing");
  const specialties = usePageText(p.specialties, p.specialtiesEs);
  const links = p.socialMedia.map((text) => safeHttpUrl(text)).filter((url): url is URL => url !== null);
  if (!specialties.text.length && !p.education.length && !p.awards.length && !links.length) return null;
  return (
    <div className="mt-10 grid gap-8 sm:grid-cols-2">
      {specialties.text.length > 0 && (
        <section aria-labelledby="specialties-heading" className="sm:col-span-2">
          <h3 id="specialties-heading" className="text-lg font-semibold text-slate-900">
            {t("listing.specialties")}
          </h3>
          <OnlyNote lang={specialties.lang} className="mt-1 block text-sm text-slate-600" />
          <ul lang={specialties.lang} className="mt-2 flex flex-wrap gap-2">
            {specialties.text.map((s, i) => (
              <li key={i} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
                {s}
              </li>
            ))}
          </ul>
        </section>
      )}
      <FactList id="education-heading" title={t("listing.education")} items={p.education} />
      <FactList id="awards-heading" title={t("listing.awards")} items={p.awards} />
      {links.length > 0 && (
        <section aria-labelledby="social-heading">
          <h3 id="social-heading" className="text-lg font-semibold text-slate-900">
            {t("listing.elsewhere")}
          </h3>
          <ul className="mt-2 space-y-1">
            {links.map((url, i) => (
              <li key={i}>
                <a href={url.href} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-brand-700 underline-offset-2 hover:underline">
                  {linkLabel(url)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
