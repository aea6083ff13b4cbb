import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/layout/breadcrumb";

/**
 * A detail page's frame: from 1024 px two columns, the listing's header and sections on the
 * left and its contact card on the right, staying in view while the page scrolls; on a phone one
 * column, the card right after the header (its actions then form a bar fixed to the bottom).
 */
export function DetailLayout({
  breadcrumb,
  header,
  card,
  children,
}: {
  breadcrumb: { label: string; href?: string }[];
  header: ReactNode;
  card: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb items={breadcrumb} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-10">
        <div className="min-w-0 lg:col-start-1">{header}</div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">{card}</div>
        </div>
        <div className="min-w-0 lg:col-start-1 [&>:first-child]:mt-0">{children}</div>
      </div>
    </div>
  );
}
