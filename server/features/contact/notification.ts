import type { InquiryKind } from "@shared/schema";

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

const kindLabel: Record<InquiryKind, string> = {
  contact: "contact message",
  advertising: "advertising inquiry",
  news: "news submission",
  report: "listing change report",
};

/** Header values must stay on one line, whatever a visitor typed. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

/** The owner's email for one stored inquiry; written to the outbox with the inquiry. */
export function notificationFor(inquiry: StoredInquiry, to: string): Notification {
  const label = kindLabel[inquiry.kind];
  const lines = [
    `A new ${label} arrived on the San Antonio Business Directory.`,
    "",
    `Inquiry: #${inquiry.id}`,
    `From: ${oneLine(inquiry.name)} <${inquiry.email}>`,
    ...(inquiry.professionalName ? [`About: ${oneLine(inquiry.professionalName)}`] : []),
    `Received: ${inquiry.createdAt.toISOString()}`,
    "",
    "Message:",
    inquiry.message,
    "",
    "Reply to this email to answer the sender.",
  ];
  return {
    to,
    subject: oneLine(`New ${label} from ${inquiry.name}`).slice(0, 200),
    body: lines.join("\n"),
  };
}

/**
 * A listing owner's copy of a "Report a change" (issue 19 item 7): what was reported and where to
 * see it, without the reporter's email, which was given to the directory's staff.
 */
export function ownerReportNotification(inquiryId: number, listingName: string, reason: string, note: string, to: string): Notification {
  const lines = [
    `A visitor reported a change to your listing "${oneLine(listingName)}" on the San Antonio Business Directory.`,
    "",
    `Report: #${inquiryId}`,
    `Reason: ${reason}`,
    ...(note ? ["", "Note:", note] : []),
    "",
    "If something is out of date, correct it in your account (Your listings). Our staff also see this report.",
  ];
  return { to, subject: oneLine(`Change reported for ${listingName}`).slice(0, 200), body: lines.join("\n") };
}
