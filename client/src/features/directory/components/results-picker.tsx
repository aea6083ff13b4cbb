import { Suspense, type ComponentType, type ReactNode } from "react";
import type { ListingKind } from "@shared/listing-kind";

/** What a list lets another feature add to its results ("Request quotes from up to 3", issue 31), given by the page. */
export interface ResultsPickerProps {
  listings: { kind: ListingKind; id: number; name: string }[];
  headingLevel?: 2 | 3;
  /** The results, given a line for each card (its checkbox) by listing id. */
  children: (pick: (id: number) => ReactNode) => ReactNode;
}
export type ResultsPicker = ComponentType<ResultsPickerProps>;

/**
 * The results with the page's picker while a category is chosen (`active`), else as they are; while
 * the picker's chunk loads, the results show without it.
 */
export function PickerSlot({
  picker: Picker,
  active,
  listings,
  headingLevel,
  children,
}: Omit<ResultsPickerProps, "children"> & { picker: ResultsPicker | undefined; active: boolean; children: (pick?: (id: number) => ReactNode) => ReactNode }) {
  if (!Picker || !active) return <>{children()}</>;
  return (
    <Suspense fallback={children()}>
      <Picker listings={listings} headingLevel={headingLevel}>
        {children}
      </Picker>
    </Suspense>
  );
}
