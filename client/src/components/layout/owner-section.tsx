import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * A section of an owned listing's page in /account (client/src/app/account/listing-page.tsx): a
 * titled card, labelled by its heading, with an optional intro line under the title. One frame for
 * the Requests, Reviews, Messages, Statistics, Badge, Details and Hours sections.
 */
export function OwnerSection({
  title,
  intro,
  className,
  testId,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Extra classes for the section (its gap, for one). */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const uid = useId();
  return (
    <section
      aria-labelledby={`${uid}-title`}
      className={cn("grid min-w-0 gap-3 rounded-lg border border-gray-200 bg-white p-4", className)}
      data-testid={testId}
    >
      <h3 id={`${uid}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      {intro && <p className="text-sm text-gray-600">{intro}</p>}
      {children}
    </section>
  );
}

/**
 * A section's data in its states on purpose (conventions 4): the loading line (aria-busy), an
 * inline error (role alert: a query failure is never toasted), the empty text when `isEmpty` says
 * so, or `children` with the data.
 */
export function OwnerQueryStates<T>({
  query: { isPending, isError, data },
  loading,
  error,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  loading: string;
  error: string;
  /** The empty text, shown when `isEmpty(data)` holds. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (isPending)
    return (
      <p className="text-sm text-gray-600" aria-busy="true">
        {loading}
      </p>
    );
  if (isError || data === undefined)
    return (
      <p role="alert" className="text-sm text-red-800">
        {error}
      </p>
    );
  if (empty !== undefined && isEmpty?.(data)) return <p className="text-sm text-gray-600">{empty}</p>;
  return <>{children(data)}</>;
}

/** What a section's save said: "Saved." (a status) or why it failed (an alert). */
export type SaveMessage = { ok: boolean; text: string } | null;

/** A section form's last row: its Save button (disabled with its pending label while saving) and the outcome, read out as it changes. */
export function SaveRow({ pending, save, saving, message }: { pending: boolean; save: string; saving: string; message: SaveMessage }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? saving : save}
        </Button>
      </div>
      <p role={message && !message.ok ? "alert" : "status"} className={message?.ok ? "text-sm text-green-800" : "text-sm text-red-700"}>
        {message?.text}
      </p>
    </>
  );
}
