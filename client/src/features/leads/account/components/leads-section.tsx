import { useId, useState } from "react";
import { OwnerQueryStates, OwnerSection } from "@/components/layout/owner-section";
import { leadStatuses, type LeadStatus, type OwnerLead } from "@shared/leads";
import type { Locale } from "@shared/i18n/locale";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/field";
import { formatDate } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { useListingLeads } from "../api/listing-leads";
import { LeadDetail } from "./lead-detail";

const when = (locale: Locale, iso: string) =>
  formatDate(locale, new Date(iso), { timeZone: "America/Chicago", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

/** The Requests section of an owned listing in /account (issue 31): one inbox of quotes, appointments and messages. */
export function LeadsSection({ kind, id }: { kind: string; id: number }) {
  const t = useT("ownerLeads");
  const locale = useLocale();
  const uid = useId();
  const [status, setStatus] = useState<LeadStatus | "">("");
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useListingLeads(kind, id, status || undefined);
  const leads = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <OwnerSection title={t("ownerLeads.title")} intro={t("ownerLeads.intro")} testId="owner-leads">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${uid}-status`} className="text-sm font-medium">
          {t("ownerLeads.filter")}
        </label>
        <NativeSelect id={`${uid}-status`} value={status} onChange={(e) => setStatus(e.target.value as LeadStatus | "")} className="w-auto">
          <option value="">{t("ownerLeads.all")}</option>
          {leadStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`ownerLeads.status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <OwnerQueryStates
        query={list}
        loading={t("ownerLeads.loading")}
        error={t("ownerLeads.load_error")}
        empty={t("ownerLeads.empty")}
        isEmpty={() => leads.length === 0}
      >
        {() => (
          <ul className="grid gap-2">
            {leads.map((lead: OwnerLead) => (
              <li key={lead.id} className="rounded-md border border-gray-200">
                <button
                  type="button"
                  aria-expanded={openId === lead.id}
                  onClick={() => setOpenId((o) => (o === lead.id ? null : lead.id))}
                  className="flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 p-3 text-left hover:bg-gray-50"
                >
                  <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t(`ownerLeads.kind.${lead.kind}`)}</span>
                  <span className="font-semibold">{lead.name}</span>
                  <span className="text-sm text-gray-600">{when(locale, lead.createdAt)}</span>
                  <span className="ml-auto text-sm font-medium" data-testid="lead-status">
                    {t(`ownerLeads.status.${lead.status}`)}
                  </span>
                </button>
                {openId === lead.id && <LeadDetail kind={kind} id={id} leadId={lead.id} />}
              </li>
            ))}
          </ul>
        )}
      </OwnerQueryStates>
      {list.hasNextPage && (
        <div>
          <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t("ownerLeads.load_more")}
          </Button>
        </div>
      )}
    </OwnerSection>
  );
}
