import { lazy, Suspense, type ReactNode } from "react";
import type { GeoFilter } from "@shared/geo";
import { Skeleton } from "@/components/ui/skeleton";
import { clientEnv } from "@/lib/env";

/*
 * Where near me and the results map sit in the home page's and /businesses's lists. Their code
 * is one lazy chunk (./near-me-chunk.ts), loaded after the page has rendered, never in the home
 * bundle: the place list, the geolocation code, the toggle and (loaded only on Map) Google Maps.
 */
const chunk = () => import("./near-me-chunk");
const GeoFilters = lazy(() => chunk().then((m) => ({ default: m.GeoFilters })));
// The raw import.meta.env test first: a build without a Maps key folds it to false and drops the
// toggle's loader (clientEnv's check, a function call, does not fold). No key, no toggle.
const mapsKey = import.meta.env.VITE_GOOGLE_MAPS_API_KEY ? clientEnv.VITE_GOOGLE_MAPS_API_KEY : undefined;
const ListOrMap = mapsKey ? lazy(() => chunk().then((m) => ({ default: m.ListOrMap }))) : null;

/** Near me, open now and "Se habla español" in a filter panel: a placeholder of its height until the panel has loaded. */
export function GeoFilterSlot(props: {
  geo: GeoFilter | undefined;
  onChange: (next: GeoFilter) => void;
  idPrefix: string;
  spanish: boolean;
  spanishCount: number | undefined;
  onSpanish: (on: boolean) => void;
}) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" />}>
      <GeoFilters {...props} />
    </Suspense>
  );
}

interface Placeable {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** A results list, with a List | Map toggle when a Maps key is set; the list shows as it is while the toggle loads. */
export function ResultsSlot<T extends Placeable>({ rows, href, children }: { rows: T[]; href: (row: T) => string; children: ReactNode }) {
  return ListOrMap ? (
    <Suspense fallback={children}>
      {/* React.lazy drops the generic: href only ever receives the rows given with it. */}
      <ListOrMap apiKey={mapsKey!} rows={rows} href={href as (row: Placeable) => string}>
        {children}
      </ListOrMap>
    </Suspense>
  ) : (
    children
  );
}
