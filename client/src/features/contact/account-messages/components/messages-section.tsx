import type { AccountMessage } from "@shared/account/messages";
import { OwnerQueryStates, OwnerSection } from "@/components/layout/owner-section";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import type { Locale } from "@shared/i18n/locale";
import { useListingMessages, useMarkAnswered } from "../api/listing-messages";

const when = (locale: Locale, iso: string) =>
  formatDate(locale, new Date(iso), { timeZone: "America/Chicago", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

/** The Messages section of an owned listing in /account: what visitors sent from its page and the changes they reported. */
export function MessagesSection({ kind, id }: { kind: string; id: number }) {
  const t = useT("ownerMessages");
  const list = useListingMessages(kind, id);
  const messages = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <OwnerSection title={t("ownerMessages.title")} intro={t("ownerMessages.intro")}>
      <OwnerQueryStates
        query={list}
        loading={t("ownerMessages.loading")}
        error={t("ownerMessages.load_error")}
        empty={t("ownerMessages.empty")}
        isEmpty={() => messages.length === 0}
      >
        {() => (
          <ul className="grid gap-3">
            {messages.map((m) => (
              <MessageItem key={m.id} kind={kind} id={id} message={m} />
            ))}
          </ul>
        )}
      </OwnerQueryStates>
      {list.hasNextPage && (
        <div>
          <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t("ownerMessages.loading") : t("ownerMessages.load_more")}
          </Button>
        </div>
      )}
    </OwnerSection>
  );
}

function MessageItem({ kind, id, message }: { kind: string; id: number; message: AccountMessage }) {
  const t = useT("ownerMessages");
  const locale = useLocale();
  const mark = useMarkAnswered(kind, id);
  const report = message.kind === "report";
  const onMark = () =>
    mark.mutate(message.id, {
      onSuccess: () => toast({ title: t("ownerMessages.marked") }),
      onError: () => toast({ title: t("ownerMessages.mark_failed"), description: t("ownerMessages.try_in_a_moment"), variant: "destructive" }),
    });
  return (
    <li className="grid gap-2 rounded-md border border-gray-200 p-3 text-sm" data-testid="owner-message">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {report ? t("ownerMessages.report") : message.name}
          {message.email && (
            <>
              {" "}
              <a href={`mailto:${message.email}`} className="font-normal text-blue-800 underline">
                {message.email}
              </a>
            </>
          )}
        </p>
        <p className="text-gray-600">{when(locale, message.createdAt)}</p>
      </div>
      <p className="whitespace-pre-wrap break-words">{message.message}</p>
      <div className="flex flex-wrap items-center gap-3">
        {message.answeredAt ? (
          <p className="text-green-800">{t("ownerMessages.answered", { when: when(locale, message.answeredAt) })}</p>
        ) : (
          <Button
            variant="outline"
            disabled={mark.isPending}
            onClick={onMark}
            aria-label={t("ownerMessages.mark_label", { when: when(locale, message.createdAt) })}
          >
            {t("ownerMessages.mark")}
          </Button>
        )}
      </div>
    </li>
  );
}
