import type { Locale } from "@shared/i18n/locale";
import type { InquiryKind } from "@shared/schema";
import { intlLocale, serverT } from "../../i18n/i18n";

export interface StoredInquiry {
  id: number;
  kind: InquiryKind;
  name: string;
  email: string;
  message: string;
  professionalName: string | null;
  createdAt: Date;
}

export interface Notification {
  to: string;
  subject: string;
  body: string;
}

/** Header values must stay on one line, whatever a visitor typed. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

/** When it arrived: the exact time for staff (English), San Antonio's date and time in Spanish. */
const receivedAt = (at: Date, locale: Locale) =>
  locale === "en" ? at.toISOString() : at.toLocaleString(intlLocale(locale), { dateStyle: "long", timeStyle: "short", timeZone: "America/Chicago" });

/**
 * The email for one stored inquiry, to staff (English) or to a listing's owner (in their
 * language, issue 29); written to the outbox with the inquiry.
 */
export function notificationFor(inquiry: StoredInquiry, to: string, locale: Locale = "en"): Notification {
  const t = serverT(locale);
  const lines = [
    t("mail.inquiry.intro", { kind: inquiry.kind }),
    "",
    t("mail.inquiry.id", { id: String(inquiry.id) }),
    t("mail.inquiry.from", { name: oneLine(inquiry.name), email: inquiry.email }),
    ...(inquiry.professionalName ? [t("mail.inquiry.about", { name: oneLine(inquiry.professionalName) })] : []),
    t("mail.inquiry.received", { at: receivedAt(inquiry.createdAt, locale) }),
    "",
    t("mail.inquiry.message"),
    inquiry.message,
    "",
    t("mail.inquiry.reply"),
  ];
  return {
    to,
    subject: oneLine(t("mail.inquiry.subject", { kind: inquiry.kind, name: inquiry.name })).slice(0, 200),
    body: lines.join("\n"),
  };
}

/**
 * A listing owner's copy of a "Report a change" (issue 19 item 7): what was reported and where to
 * see it, without the reporter's email, which was given to the directory's staff.
 */
export function ownerReportNotification(inquiryId: number, listingName: string, reason: string, note: string, to: string, locale: Locale = "en"): Notification {
  const t = serverT(locale);
  const lines = [
    t("mail.report.intro", { name: oneLine(listingName) }),
    "",
    t("mail.report.id", { id: String(inquiryId) }),
    t("mail.report.reason", { reason }),
    ...(note ? ["", t("mail.report.note"), note] : []),
    "",
    t("mail.report.outro"),
  ];
  return { to, subject: oneLine(t("mail.report.subject", { name: listingName })).slice(0, 200), body: lines.join("\n") };
}
