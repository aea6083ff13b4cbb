import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { MapPoint } from "./results-map";
import { useT } from "@/i18n/use-t";

// Google Maps and the clusterer load only when the visitor picks Map.
const ResultsMap = lazy(() => import("./results-map"));

const toggleClass = "min-h-11 px-4 py-2 text-sm font-semibold first:rounded-l-md last:rounded-r-md aria-pressed:bg-brand-700 aria-pressed:text-white";

interface Placeable {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A results list with a List | Map toggle (./near-me-slots.tsx loads it only when a Google Maps key
 * is set). The map shows the results loaded so far (the list's "Load more" adds to them).
 */
export default function ListOrMap<T extends Placeable>({
  apiKey,
  rows,
  href,
  children,
}: {
  apiKey: string;
  rows: T[];
  href: (row: T) => string;
  children: ReactNode;
}) {
  const tm = useT("directoryMore");
  const [view, setView] = useState<"list" | "map">("list");
  // The rows that have a position, as one array for as long as they are the same (the list's
  // parent builds a new rows array on each render; the map would redraw its markers every time).
  const pointsJson = JSON.stringify(
    rows.flatMap((r) => (r.latitude === null || r.longitude === null ? [] : [{ id: r.id, name: r.name, href: href(r), lat: r.latitude, lng: r.longitude }])),
  );
  const points = useMemo(() => JSON.parse(pointsJson) as MapPoint[], [pointsJson]);
  const loaded = rows.length;
  const unplaced = loaded - points.length;
  return (
    <>
      <div role="group" aria-label={tm("directoryMore.map.show_as")} className="mb-4 inline-flex rounded-md border border-brand-700 text-brand-800">
        <button type="button" className={toggleClass} aria-pressed={view === "list"} onClick={() => setView("list")}>
          {tm("directoryMore.map.list")}
        </button>
        <button type="button" className={toggleClass} aria-pressed={view === "map"} onClick={() => setView("map")}>
          {tm("directoryMore.map.map")}
        </button>
      </div>
      {view === "list" ? (
        children
      ) : (
        <Suspense fallback={<Skeleton className="h-[28rem] w-full" />}>
          <ResultsMap
            apiKey={apiKey}
            points={points}
            onShowList={() => setView("list")}
            caption={
              unplaced > 0
                ? tm("directoryMore.map.caption_unplaced", { placed: points.length, loaded, unplaced })
                : tm("directoryMore.map.caption", { placed: points.length, loaded })
            }
          />
        </Suspense>
      )}
    </>
  );
}
