import type { Locale } from "@shared/i18n/locale";
import { serverT } from "../../i18n/i18n";

/** One mail for the outbox. */
export interface Notification {
  to: string;
  subject: string;
  body: string;
  replyTo?: string | null;
}

/** What the mails of a lead show; the lead's own columns. */
export interface LeadForMail {
  id: number;
  kind: "quote" | "appointment" | "message";
  needed: string;
  whenKind: "date" | "range" | "flexible" | null;
  whenFrom: string | null;
  whenTo: string | null;
  budget: string | null;
  replyBy: "phone" | "email";
  name: string;
  email: string;
  phone: string | null;
}

/** Header values must stay on one line, whatever a visitor typed. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

function details(lead: LeadForMail, locale: Locale, withContact: boolean): string[] {
  const t = serverT(locale);
  return [
    t("mail.lead.field.needed"),
    lead.needed,
    "",
    ...(lead.whenKind
      ? [t("mail.lead.field.when", { value: t("mail.lead.when", { when: lead.whenKind, from: lead.whenFrom ?? "", to: lead.whenTo ?? "" }) })]
      : []),
    ...(lead.budget ? [t("mail.lead.field.budget", { value: oneLine(lead.budget) })] : []),
    t("mail.lead.field.replyBy", { value: t("mail.lead.replyBy", { by: lead.replyBy }) }),
    ...(withContact ? [t("mail.lead.field.from", { name: oneLine(lead.name), email: lead.email })] : []),
    ...(withContact && lead.phone ? [t("mail.lead.field.phone", { value: oneLine(lead.phone) })] : []),
  ];
}

/** The visitor's copy of a quote or appointment request, in the page's language. */
export function visitorCopy(lead: LeadForMail, listingName: string, locale: Locale): Notification {
  const t = serverT(locale);
  const body = [
    t("mail.lead.visitor.intro", { kind: lead.kind, name: oneLine(listingName) }),
    "",
    ...details(lead, locale, false),
    "",
    t("mail.lead.visitor.outro"),
  ];
  return { to: lead.email, subject: oneLine(t("mail.lead.visitor.subject", { kind: lead.kind, name: listingName })).slice(0, 200), body: body.join("\n") };
}

/** An owner's notice of a new lead, in the owner's language, with a link to the inbox. */
export function ownerNotice(lead: LeadForMail, listingName: string, inboxLink: string, to: string, locale: Locale): Notification {
  const t = serverT(locale);
  const body = [
    t("mail.lead.owner.intro", { kind: lead.kind, name: oneLine(listingName) }),
    "",
    ...details(lead, locale, true),
    "",
    t("mail.lead.owner.outro", { link: inboxLink }),
  ];
  return { to, subject: oneLine(t("mail.lead.owner.subject", { kind: lead.kind, name: listingName })).slice(0, 200), body: body.join("\n") };
}

/** An owner's reply from the inbox page, to the visitor's address (its reply-to is the owner's). */
export function ownerReply(lead: LeadForMail, listingName: string, text: string, locale: Locale): Notification {
  const t = serverT(locale);
  const body = [t("mail.lead.reply.intro", { name: oneLine(listingName) }), "", text, "", t("mail.lead.reply.outro")];
  return { to: lead.email, subject: oneLine(t("mail.lead.reply.subject", { name: listingName })).slice(0, 200), body: body.join("\n") };
}
