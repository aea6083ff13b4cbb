import type { Locale } from "@shared/i18n/locale";
import { serverT } from "../../i18n/i18n";
import { OWNER_TOKEN_MINUTES } from "./tokens";

/** The claim link, mailed to the listing's own address (or a requester's, once staff approved), in the recipient's language. */
export function claimLinkEmail(to: string, listingName: string, link: string, minutes = OWNER_TOKEN_MINUTES, locale: Locale = "en") {
  const t = serverT(locale);
  const duration = minutes >= 120 ? t("mail.hours", { count: Math.round(minutes / 60) }) : t("mail.minutes", { count: minutes });
  return { to, subject: t("mail.claim.subject", { name: listingName }), body: t("mail.claim.body", { name: listingName, duration, link }) };
}

export function coOwnerInviteEmail(to: string, listingName: string, inviter: string, link: string, locale: Locale = "en") {
  const t = serverT(locale);
  return { to, subject: t("mail.coOwner.subject", { name: listingName }), body: t("mail.coOwner.body", { name: listingName, inviter, link }) };
}

export function claimRejectedEmail(to: string, listingName: string, reason: string, locale: Locale = "en") {
  const t = serverT(locale);
  return {
    to,
    subject: t("mail.claimRejected.subject", { name: listingName }),
    body: [t("mail.claimRejected.intro", { name: listingName }), ...(reason ? ["", reason] : []), "", t("mail.claimRejected.outro")].join("\n"),
  };
}
