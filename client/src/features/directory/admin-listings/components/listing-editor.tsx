import { useId, useState, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { parseId } from "@shared/parse-id";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { ListingPath } from "../api/admin-keys";
import { useAdminListing } from "../api/get-admin-listing";
import { useListingDraft } from "../api/get-listing-draft";
import type { AdminListing } from "../api/get-admin-listings";
import { useSaveListing } from "../api/save-listing";
import { useSetListingPublished } from "../api/set-listing-published";
import { useMarkListingChecked } from "../api/mark-listing-checked";
import { ListingForm } from "./listing-form";
import { ListingImages } from "./listing-images";
import { changedBody, toBody, toFormValues } from "./listing-fields";
import { StatusBadge } from "./status-badge";

const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { timeZone: "America/Chicago", month: "long", day: "numeric", year: "numeric" }) : "never";
const singular = (kind: ListingPath) => (kind === "professionals" ? "professional" : "business");
const publicPath = (kind: ListingPath, id: number) => `~/${singular(kind)}/${id}`;

/**
 * A new listing: the form (with likely duplicates shown before saving), then its edit page.
 * `?fromInquiry=<id>` (the inbox's "Create listing from this") prefills it from that inquiry's listing draft.
 */
export function NewListing({ kind }: { kind: ListingPath }) {
  const fromInquiry = parseId(new URLSearchParams(useSearch()).get("fromInquiry") ?? "");
  const draft = useListingDraft(fromInquiry);
  let body: ReactNode;
  if (fromInquiry === null) body = <NewListingForm kind={kind} initial={toFormValues(kind, undefined)} />;
  else if (draft.isPending) body = <p aria-busy="true">Loading the message...</p>;
  else if (draft.isError) body = <p role="alert">Could not load message #{fromInquiry} to prefill this listing.</p>;
  else
    body = (
      <>
        <p role="status" className="text-sm text-slate-700">
          Prefilled from message #{fromInquiry}
          {draft.data.package ? ` (package chosen: ${draft.data.package})` : ""}. Check every field before saving.
        </p>
        <NewListingForm kind={kind} initial={toFormValues(kind, kind === "professionals" ? { ...draft.data.professional } : { ...draft.data.business })} />
      </>
    );
  const picture = kind === "professionals" ? "photo" : "logo";
  return (
    <div className="grid gap-5">
      <BackLink kind={kind} />
      <h1 className="text-2xl font-bold text-slate-900">New {singular(kind)}</h1>
      {body}
      <p className="text-sm text-slate-600">The {picture} is uploaded after saving, on the listing&apos;s page.</p>
    </div>
  );
}

function NewListingForm({ kind, initial }: { kind: ListingPath; initial: Record<string, string> }) {
  const save = useSaveListing(kind, null);
  const [, navigate] = useLocation();
  return (
    <ListingForm
      kind={kind}
      initial={initial}
      creating
      pending={save.isPending}
      error={save.error}
      onSubmit={(values, confirmDuplicate) =>
        save.mutate(
          { ...toBody(kind, values), ...(confirmDuplicate && { confirmDuplicate: true }) },
          {
            onSuccess: (created) => {
              toast({ title: "Listing created" });
              navigate(`/${kind}/${created.id}`);
            },
          },
        )
      }
    />
  );
}

/** What the History tab shows for a listing (composed in client/src/app/: the audit log is another feature). */
export type HistorySlot = (kind: ListingPath, id: number) => ReactNode;

/** What an edit page shows in a place of its own, composed in client/src/app/ from another feature. */
export interface EditSlots {
  history?: HistorySlot | undefined;
  /** The listing's statistics (issue 17). */
  stats?: HistorySlot | undefined;
  /** The listing's photos and logos, uploaded with the owners' pipeline (issue 28 item 3). */
  photos?: HistorySlot | undefined;
}

/** One listing: its fields, pictures, publish or unpublish, and its history. */
export function EditListing({ kind, id, ...slots }: { kind: ListingPath; id: number } & EditSlots) {
  const listing = useAdminListing(kind, id);
  if (listing.isPending) return <p aria-busy="true">Loading...</p>;
  if (listing.isError) return <p role="alert">Could not load this listing.</p>;
  return <ListingEditor kind={kind} record={listing.data} {...slots} />;
}

function ListingEditor({ kind, record, history, stats, photos }: { kind: ListingPath; record: AdminListing } & EditSlots) {
  const [tab, setTab] = useState<"details" | "history">("details");
  // Each tab names its panel and each panel its tab (ARIA's tab pattern; the Nu HTML Checker
  // refuses a selected tab without a tabpanel). Only the open tab's panel is in the page.
  const ids = useId();
  const tabId = (t: "details" | "history") => `${ids}-${t}-tab`;
  const panelId = (t: "details" | "history") => `${ids}-${t}-panel`;
  const initial = toFormValues(kind, record);
  const save = useSaveListing(kind, record.id);
  const publish = useSetListingPublished(kind, record.id);
  const checked = useMarkListingChecked(kind, record.id);
  const published = record.unpublishedAt === null;
  return (
    <div className="grid gap-5">
      <BackLink kind={kind} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words text-slate-900">{record.name}</h1>
        <StatusBadge unpublishedAt={record.unpublishedAt} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant={published ? "outline" : "primary"}
          disabled={publish.isPending}
          onClick={() =>
            publish.mutate(!published, {
              onSuccess: () => toast({ title: published ? "Listing unpublished" : "Listing published" }),
              onError: () => toast({ title: "Could not change the listing's status", variant: "destructive" }),
            })
          }
        >
          {published ? "Unpublish" : "Publish"}
        </Button>
        <Button
          variant="outline"
          disabled={checked.isPending}
          onClick={() =>
            checked.mutate(undefined, {
              onSuccess: () => toast({ title: "Marked checked", description: "The public page says it was checked today." }),
              onError: () => toast({ title: "Could not mark the listing checked", variant: "destructive" }),
            })
          }
        >
          Mark checked
        </Button>
        {published && (
          <Link href={publicPath(kind, record.id)} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline">
            View public page
          </Link>
        )}
      </div>
      <p className="text-sm text-slate-600">
        Checked by staff: {dateOf(record.staffCheckedAt)} · Updated by the owner: {dateOf(record.ownerUpdatedAt)}
      </p>
      {stats?.(kind, record.id)}
      <div role="tablist" aria-label="Listing" className="flex border-b border-slate-200">
        {(["details", "history"] as const).map((t) => (
          <button
            key={t}
            id={tabId(t)}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={tab === t ? panelId(t) : undefined}
            onClick={() => setTab(t)}
            className={`min-h-11 border-b-2 px-4 text-sm font-semibold ${tab === t ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600"}`}
          >
            {t === "details" ? "Details" : "History"}
          </button>
        ))}
      </div>
      {tab === "details" ? (
        <div id={panelId("details")} role="tabpanel" aria-labelledby={tabId("details")} className="grid gap-6">
          <ListingForm
            // Keyed by the last change: a save, a publish or a revert shows the fields as stored. Only
            // the form: the open tab stays (a revert on the History tab keeps it open, its list read again).
            key={record.updatedAt}
            kind={kind}
            initial={initial}
            creating={false}
            pending={save.isPending}
            error={save.error}
            onSubmit={(values) => save.mutate(changedBody(kind, initial, values), { onSuccess: () => toast({ title: "Changes saved" }) })}
          />
          <ListingImages kind={kind} record={record} photos={photos?.(kind, record.id)} />
        </div>
      ) : (
        <div id={panelId("history")} role="tabpanel" aria-labelledby={tabId("history")}>
          {history ? history(kind, record.id) : <p className="text-sm text-slate-600">The history of this listing&apos;s changes is not available here.</p>}
        </div>
      )}
    </div>
  );
}

function BackLink({ kind }: { kind: ListingPath }) {
  return (
    <Link href={kind === "professionals" ? "/" : "/businesses"} className="w-fit text-sm font-semibold text-brand-800 hover:underline">
      ← All {kind}
    </Link>
  );
}
