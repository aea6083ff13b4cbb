/**
 * The first line that marks an advertising or news message. Kept here, free of zod, so the
 * forms that write these messages do not load the request schemas (and zod) into their pages.
 */
export const INQUIRY_PREFIXES = { advertising: "ADVERTISING INQUIRY", news: "NEWS SUBMISSION" } as const;

/**
 * The advertising and news forms send their extra fields folded into the
 * message text under a prefix. These two functions are the fold and its inverse,
 * so the server can store the structured fields the client folded.
 */
export function foldInquiryMessage(kind: keyof typeof INQUIRY_PREFIXES, fields: [label: string, value: string][]): string {
  const lines = fields.map(([label, value]) => `${label}: ${value.replace(/\s*\n\s*/g, " ").trim()}`);
  return [INQUIRY_PREFIXES[kind], "", ...lines].join("\n");
}

/** "Business Name" -> "businessName". */
function fieldKey(label: string): string {
  const words = label
    .trim()
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
}

export function parseInquiryFields(message: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of message.split("\n").slice(1)) {
    const match = /^([A-Za-z][A-Za-z ]{0,40}):\s?(.*)$/.exec(line.trim());
    if (!match) continue;
    const key = fieldKey(match[1]!);
    // An own-property check: `in` would see "constructor" or "toString" on Object.prototype and drop them.
    if (key && !Object.hasOwn(fields, key)) fields[key] = match[2]!.trim();
  }
  return fields;
}
