import { useId } from "react";
import type { AccountMessage } from "@shared/account/messages";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useListingMessages, useMarkAnswered } from "../api/listing-messages";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { timeZone: "America/Chicago", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

/** The Messages section of an owned listing in /account: what visitors sent from its page and the changes they reported. */
export function MessagesSection({ kind, id }: { kind: string; id: number }) {
  const uid = useId();
  const list = useListingMessages(kind, id);
  const messages = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section aria-labelledby={`${uid}-title`} className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id={`${uid}-title`} className="text-lg font-semibold">
        Messages
      </h3>
      <p className="text-sm text-gray-600">
        Messages visitors sent from your listing&apos;s page, and changes they reported. Answer by email; then mark them answered.
      </p>
      {list.isPending ? (
        <p className="text-sm text-gray-600">Loading…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Could not load your messages.
        </p>
      ) : messages.length === 0 ? (
        <p className="text-sm text-gray-600">No messages yet. When a visitor writes from your listing&apos;s page, it appears here and in your email.</p>
      ) : (
        <ul className="grid gap-3">
          {messages.map((m) => (
            <MessageItem key={m.id} kind={kind} id={id} message={m} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div>
          <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </div>
      )}
    </section>
  );
}

function MessageItem({ kind, id, message }: { kind: string; id: number; message: AccountMessage }) {
  const mark = useMarkAnswered(kind, id);
  const report = message.kind === "report";
  const onMark = () =>
    mark.mutate(message.id, {
      onSuccess: () => toast({ title: "Marked answered" }),
      onError: () => toast({ title: "Could not mark it answered", description: "Try again in a moment.", variant: "destructive" }),
    });
  return (
    <li className="grid gap-2 rounded-md border border-gray-200 p-3 text-sm" data-testid="owner-message">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {report ? "Change reported by a visitor" : message.name}
          {message.email && (
            <>
              {" "}
              <a href={`mailto:${message.email}`} className="font-normal text-blue-800 underline">
                {message.email}
              </a>
            </>
          )}
        </p>
        <p className="text-gray-600">{when(message.createdAt)}</p>
      </div>
      <p className="whitespace-pre-wrap break-words">{message.message}</p>
      <div className="flex flex-wrap items-center gap-3">
        {message.answeredAt ? (
          <p className="text-green-800">Answered {when(message.answeredAt)}</p>
        ) : (
          <Button variant="outline" disabled={mark.isPending} onClick={onMark} aria-label={`Mark answered: message of ${when(message.createdAt)}`}>
            Mark answered
          </Button>
        )}
      </div>
    </li>
  );
}
