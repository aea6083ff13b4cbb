import { lazy, Suspense, type ComponentProps } from "react";
import type { FilterEmptyState as Loaded } from "./filter-empty-state";
import { InlineMessage } from "./inline-message";

// Shown only when the visitor's filters emptied a list: a chunk of its own, so the home page's
// first load stays within its JavaScript budget (npm run budgets). Its title shows while it loads.
const FilterEmptyState = lazy(() => import("./filter-empty-state").then((m) => ({ default: m.FilterEmptyState })));

export function FilterEmptyStateSlot(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={<InlineMessage title={props.title} text="" />}>
      <FilterEmptyState {...props} />
    </Suspense>
  );
}
