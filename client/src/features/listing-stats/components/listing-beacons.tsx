import { useEffect, useRef } from "react";
import type { StatBeacon } from "@shared/listing-stats";
import { STAT_ATTRIBUTE, statEvents, type StatEvent } from "@shared/listing-stats-events";
import { sendStat } from "../lib/send-stat";

const isClick = (value: string | undefined): value is Exclude<StatEvent, "view"> => value !== "view" && statEvents.includes(value as StatEvent);

/**
 * A listing page's statistics: one view when the listing shows, then one event for each tap on an
 * element marked with `data-stat` (Call Now, Visit Website, Contact, the map links; see
 * shared/listing-stats.ts statTarget). One delegated listener, so the listing's components only
 * carry the attribute. Renders nothing. Lives in the detail pages' lazy chunks, never the home page's.
 */
export function ListingBeacons({ kind, id }: { kind: StatBeacon["kind"]; id: number }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // Once per listing shown (React's development double effects, a re-render), not per mount.
    const listing = `${kind}:${id}`;
    if (sent.current !== listing) {
      sent.current = listing;
      sendStat({ kind, id, event: "view" });
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(`[${STAT_ATTRIBUTE}]`) : null;
      const click = target?.getAttribute(STAT_ATTRIBUTE) ?? undefined;
      if (isClick(click)) sendStat({ kind, id, event: click });
    };
    // Capture: counted before a link's own handler navigates (wouter's Link for Contact).
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [kind, id]);
  return null;
}
