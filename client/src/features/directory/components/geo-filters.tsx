import { useCallback } from "react";
import type { GeoFilter } from "@shared/geo";
import { NO_GEO, POINT_NEAR, RADIUS_CHOICES, pointNear } from "@shared/geo-choices";
import { SA_NEIGHBORHOODS, SA_ZIPS } from "@shared/sa-places";
import { formatNumber } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { useGeolocation } from "../hooks/use-geolocation";

interface Props {
  /** Undefined: none chosen (NO_GEO). */
  geo: GeoFilter | undefined;
  onChange: (next: GeoFilter) => void;
  /** Prefix of the controls' ids: the home page and /businesses each have one panel. */
  idPrefix: string;
  /** "Se habla español" (issue 29, ?language=es): whether it is ticked, and how many listings of the search speak Spanish (undefined while not known). */
  spanish: boolean;
  spanishCount: number | undefined;
  onSpanish: (on: boolean) => void;
}

const radiusChoices: readonly number[] = RADIUS_CHOICES;
const selectClass = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";
const labelClass = "mb-1 block text-sm font-semibold text-slate-800";

/**
 * Near me and open now (issue 18): where the visitor is (their shared position, or a ZIP code or
 * neighborhood from shared/sa-places.json), nearest first or a radius, and open now. A lazy
 * chunk: the place list never weighs on the home page's first load.
 */
export default function GeoFilters({ geo = NO_GEO, onChange, idPrefix, spanish, spanishCount, onSpanish }: Props) {
  const t = useT("directory");
  const tm = useT("directoryMore");
  const locale = useLocale();
  const within = (miles: number) => tm("directoryMore.geo.within", { miles, shown: formatNumber(locale, miles) });
  const id = (name: string) => `${idPrefix}-${name}`;
  // A newly chosen place lists nearest first: that is what a visitor who names a place wants.
  const choose = useCallback((near: string) => onChange({ ...geo, near, sortByDistance: true, sortByRating: false }), [geo, onChange]);
  const { state, locate } = useGeolocation(useCallback((lat, lng) => choose(pointNear(lat, lng)), [choose]));
  const shared = POINT_NEAR.test(geo.near);

  return (
    <div className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{tm("directoryMore.geo.location")}</legend>
        <button
          type="button"
          onClick={locate}
          disabled={state.status === "asking"}
          aria-describedby={id("location-status")}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11z" />
            <circle cx="12" cy="10" r="2.5" />
          </svg>
          {state.status === "asking" ? tm("directoryMore.geo.finding") : shared ? tm("directoryMore.geo.update") : tm("directoryMore.geo.use")}
        </button>
        <p id={id("location-status")} role="status" className="text-sm text-slate-700 empty:hidden">
          {state.status === "failed" ? t(state.message) : shared ? tm("directoryMore.geo.measuring") : ""}
        </p>
        <div>
          <label htmlFor={id("near")} className={labelClass}>
            {tm("directoryMore.geo.place")}
          </label>
          <select
            id={id("near")}
            className={selectClass}
            value={shared ? "" : geo.near}
            onChange={(e) => (e.target.value ? choose(e.target.value) : onChange({ ...NO_GEO, openNow: geo.openNow, sortByRating: geo.sortByRating }))}
          >
            <option value="">{shared ? tm("directoryMore.geo.your_location") : tm("directoryMore.geo.anywhere")}</option>
            <optgroup label={tm("directoryMore.geo.neighborhoods")}>
              {SA_NEIGHBORHOODS.map((n) => (
                <option key={n.slug} value={n.slug}>
                  {n.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={tm("directoryMore.geo.zips")}>
              {SA_ZIPS.map((z) => (
                <option key={z.zip} value={z.zip}>
                  {z.area ? `${z.zip} · ${z.area}` : z.zip}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        {geo.near && (
          <>
            <div>
              <label htmlFor={id("radius")} className={labelClass}>
                {tm("directoryMore.geo.distance")}
              </label>
              <select
                id={id("radius")}
                className={selectClass}
                value={geo.radius ?? ""}
                onChange={(e) => onChange({ ...geo, radius: e.target.value ? Number(e.target.value) : undefined })}
              >
                <option value="">{tm("directoryMore.geo.any_distance")}</option>
                {geo.radius !== undefined && !radiusChoices.includes(geo.radius) && <option value={geo.radius}>{within(geo.radius)}</option>}
                {RADIUS_CHOICES.map((miles) => (
                  <option key={miles} value={miles}>
                    {within(miles)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 hover:underline"
              onClick={() => onChange({ ...NO_GEO, openNow: geo.openNow, sortByRating: geo.sortByRating })}
            >
              {tm("directoryMore.geo.clear")}
            </button>
          </>
        )}
      </fieldset>
      {/* The list's order: nearest first needs a place; highest rated (issue 30) does not. */}
      <div>
        <label htmlFor={id("sort")} className={labelClass}>
          {tm("directoryMore.geo.order")}
        </label>
        <select
          id={id("sort")}
          className={selectClass}
          value={geo.near && geo.sortByDistance ? "distance" : geo.sortByRating ? "rated" : ""}
          onChange={(e) => onChange({ ...geo, sortByDistance: e.target.value === "distance", sortByRating: e.target.value === "rated" })}
        >
          {geo.near && <option value="distance">{tm("directoryMore.geo.nearest")}</option>}
          <option value="">{tm("directoryMore.geo.usual")}</option>
          <option value="rated">{tm("directoryMore.geo.rated")}</option>
        </select>
      </div>
      <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800">
        <input type="checkbox" className="h-4 w-4" checked={geo.openNow} onChange={(e) => onChange({ ...geo, openNow: e.target.checked })} />
        {tm("directoryMore.open_now")}
        <span className="font-normal text-slate-600">{tm("directoryMore.geo.sa_time")}</span>
      </label>
      {/* "Se habla español" (issue 29): here rather than in the home bundle. */}
      <label
        className={`flex min-h-9 items-center gap-2 text-sm font-semibold ${spanishCount === 0 && !spanish ? "cursor-not-allowed text-slate-500" : "cursor-pointer text-slate-800"}`}
      >
        <input type="checkbox" className="h-4 w-4" checked={spanish} disabled={spanishCount === 0 && !spanish} onChange={(e) => onSpanish(e.target.checked)} />
        {tm("directoryMore.chip.spanish")}
        {spanishCount !== undefined && <span className="font-normal text-slate-600">({formatNumber(locale, spanishCount)})</span>}
      </label>
    </div>
  );
}
