import { OWNER_TOKEN_MINUTES } from "./tokens";

/** The claim link, mailed to the listing's own address (or a requester's, once staff approved). */
export function claimLinkEmail(to: string, listingName: string, link: string, minutes = OWNER_TOKEN_MINUTES) {
  return {
    to,
    subject: `Claim ${listingName} on the San Antonio Business Directory`,
    body: [
      `Someone asked to manage the listing "${listingName}" on the San Antonio Business Directory.`,
      "",
      `If that was you, open this link within ${minutes >= 120 ? `${Math.round(minutes / 60)} hours` : `${minutes} minutes`}. It works once and signs you in:`,
      link,
      "",
      "If it was not you, ignore this email: nothing changes without the link.",
    ].join("\n"),
  };
}

export function coOwnerInviteEmail(to: string, listingName: string, inviter: string, link: string) {
  return {
    to,
    subject: `You are invited to manage ${listingName}`,
    body: [
      `${inviter} invited you to manage the listing "${listingName}" on the San Antonio Business Directory with them.`,
      "",
      "Open this link within 7 days to accept. It works once and signs you in:",
      link,
      "",
      "If you do not know them, ignore this email.",
    ].join("\n"),
  };
}

export function claimRejectedEmail(to: string, listingName: string, reason: string) {
  return {
    to,
    subject: `Your claim of ${listingName}`,
    body: [
      `Thank you for asking to manage "${listingName}" on the San Antonio Business Directory.`,
      "",
      "Our editors could not confirm that the listing is yours, so the claim was not approved.",
      ...(reason ? ["", reason] : []),
      "",
      "If you think this is a mistake, reply through the contact page with anything that shows the listing is yours.",
    ].join("\n"),
  };
}
