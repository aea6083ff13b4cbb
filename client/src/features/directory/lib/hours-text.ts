import { DAY_MINUTES, formatTime, isAllDay, toMinutes, type Shift, type StatusParts } from "@shared/hours";
import type { Locale } from "@shared/i18n/locale";
import { formatDate } from "@/i18n/format";
import type { Translate } from "@/i18n/use-t";

/**
 * A listing's hours in the page's language (issue 29): shared/hours.ts says what is true
 * (HoursStatus.parts), the "listing" catalog words it. English keeps shared/hours.ts's exact
 * texts ("Open now · closes 5 PM"); Spanish reads "Abierto ahora · cierra a las 5 p. m.".
 */

/** "5 PM", "5:30 PM" in English; "5 p. m.", "5:30 p. m." in Spanish (the glossary's form, the same on every ICU version: es-US's Intl says "p.m."), with no-break spaces. */
export function clockTime(locale: Locale, time: string): string {
  if (locale === "en") return formatTime(time);
  const minutes = toMinutes(time) % DAY_MINUTES;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  // No-break spaces: "5 p. m." never wraps inside itself.
  return `${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, "0")}` : ""}\u00a0${h < 12 ? "a.\u00a0m." : "p.\u00a0m."}`;
}

/** "at 5 PM" as the catalog words it: "5 PM" in English, "a las 5 p. m." and, for one o'clock, "a la 1 p. m." in Spanish. */
const at = (t: Translate<"listing">, locale: Locale, time: string) =>
  t(Math.floor(toMinutes(time) / 60) % 12 === 1 ? "listing.hours.at_one" : "listing.hours.at", { time: clockTime(locale, time) });

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
/** "Monday" / "lunes" for a YYYY-MM-DD date. */
export const weekdayName = (locale: Locale, date: string, width: "long" | "short" = "long") =>
  formatDate(locale, noon(date), { timeZone: "UTC", weekday: width });
/** "Nov 30" / "30 nov". */
export const shortDate = (locale: Locale, date: string) => formatDate(locale, noon(date), { timeZone: "UTC", month: "short", day: "numeric" });

/** An owner's label for a special date: a known holiday in the page's language, else as the owner wrote it. */
const HOLIDAYS: Record<string, Parameters<Translate<"listing">>[0]> = {
  "new year's day": "listing.holiday.new_year",
  "new year's eve": "listing.holiday.new_year_eve",
  "martin luther king jr. day": "listing.holiday.mlk",
  "mlk day": "listing.holiday.mlk",
  "presidents' day": "listing.holiday.presidents",
  "presidents day": "listing.holiday.presidents",
  "good friday": "listing.holiday.good_friday",
  easter: "listing.holiday.easter",
  "easter sunday": "listing.holiday.easter",
  "tax day": "listing.holiday.tax_day",
  "fiesta san antonio": "listing.holiday.fiesta",
  "battle of flowers": "listing.holiday.battle_of_flowers",
  "memorial day": "listing.holiday.memorial",
  juneteenth: "listing.holiday.juneteenth",
  "independence day": "listing.holiday.independence",
  "fourth of july": "listing.holiday.independence",
  "labor day": "listing.holiday.labor",
  "veterans day": "listing.holiday.veterans",
  thanksgiving: "listing.holiday.thanksgiving",
  "thanksgiving day": "listing.holiday.thanksgiving",
  "day after thanksgiving": "listing.holiday.day_after_thanksgiving",
  "christmas eve": "listing.holiday.christmas_eve",
  christmas: "listing.holiday.christmas",
  "christmas day": "listing.holiday.christmas",
};

export function holidayName(t: Translate<"listing">, label: string): string {
  const key = HOLIDAYS[label.trim().toLowerCase().replace(/’/g, "'")];
  return key ? t(key) : label;
}

/** A day's hours: "9 AM – 5 PM", "9 a. m. – 5 p. m.", "Open 24 hours", "Closed". */
export function shiftsText(t: Translate<"listing">, locale: Locale, shifts: Shift[]): string {
  if (!shifts.length) return t("listing.hours.closed");
  if (shifts.some(isAllDay)) return t("listing.hours.all_day");
  return [...shifts]
    .sort((a, b) => toMinutes(a.open) - toMinutes(b.open))
    .map((s) => `${clockTime(locale, s.open)} – ${clockTime(locale, s.close)}`)
    .join(", ");
}

/** Today's status line: "Open now · closes 5 PM", "Cerrado hoy (Día de Acción de Gracias)", "Cerrado · abre mañana a las 9 a. m.". */
export function statusLine(t: Translate<"listing">, locale: Locale, { parts }: { parts: StatusParts }): string {
  switch (parts.kind) {
    case "allDay":
      return t("listing.hours.all_day");
    case "open":
      return t("listing.hours.open_closes", { at: at(t, locale, parts.closes) });
    case "closedToday":
      return t("listing.hours.closed_today", { label: holidayName(t, parts.label) });
    case "closed":
      return parts.label ? t("listing.hours.closed_today", { label: holidayName(t, parts.label) }) : t("listing.hours.closed");
    case "opens": {
      const when = { at: at(t, locale, parts.time), day: weekdayName(locale, parts.date), date: shortDate(locale, parts.date) };
      if (parts.ahead === 0) return t("listing.hours.opens_today", when);
      if (parts.ahead === 1) return t("listing.hours.opens_tomorrow", when);
      if (parts.ahead < 7) return t("listing.hours.opens_day", when);
      if (parts.ahead === 7) return t("listing.hours.opens_next", when);
      return t("listing.hours.opens_date", when);
    }
  }
}
