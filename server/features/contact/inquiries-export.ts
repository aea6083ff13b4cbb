import { and, desc, eq, ne, type SQL } from "drizzle-orm";
import { inquiryKinds, type InquiryKind } from "@shared/schema";
import type { Db } from "../../db/client";
import { inquiries, inquiryStatuses } from "../../db/schema";
import { csvCell } from "../../lib/csv-cell";

// Moved to server/lib for the listings export; still exported from here for its callers.
export { csvCell };

export { inquiryStatuses };
export type InquiryStatus = (typeof inquiryStatuses)[number];

export interface InquiryFilter {
  kind?: InquiryKind | undefined;
  /** One status; without it everything except spam. */
  status?: InquiryStatus | undefined;
  limit?: number | undefined;
}

export type InquiryRow = typeof inquiries.$inferSelect;

/** Newest first. */
export async function listInquiries(db: Db, filter: InquiryFilter): Promise<InquiryRow[]> {
  const where: SQL[] = [filter.status ? eq(inquiries.status, filter.status) : ne(inquiries.status, "spam")];
  if (filter.kind) where.push(eq(inquiries.kind, filter.kind));
  const query = db
    .select()
    .from(inquiries)
    .where(and(...where))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

const csvColumns = ["id", "created_at", "kind", "status", "name", "email", "professional_name", "message", "fields"] as const;

/** The header line of the inquiries CSV (CLI and /api/admin/inquiries.csv). */
export const csvHeader = csvColumns.join(",");

/** One inquiry as one CSV line, without its line ending. */
export function csvLine(r: InquiryRow): string {
  return [
    String(r.id),
    r.createdAt.toISOString(),
    r.kind,
    r.status,
    r.name,
    r.email,
    r.professionalName ?? "",
    r.message,
    Object.keys(r.fields).length ? JSON.stringify(r.fields) : "",
  ]
    .map(csvCell)
    .join(",");
}

export function toCsv(rows: InquiryRow[]): string {
  return [csvHeader, ...rows.map(csvLine)].join("\r\n") + "\r\n";
}

/** A readable block per inquiry for the terminal. */
export function formatInquiry(r: InquiryRow): string {
  const when = r.createdAt.toISOString().slice(0, 16).replace("T", " ");
  const about = r.professionalName ? `  about ${r.professionalName}` : "";
  const body = r.message.length > 600 ? `${r.message.slice(0, 600)}…` : r.message;
  return [`#${r.id}  ${when} UTC  ${r.kind}  ${r.status}`, `From: ${r.name} <${r.email}>${about}`, ...body.split("\n").map((l) => `  ${l}`)].join("\n");
}

export interface CliArgs extends InquiryFilter {
  csv: boolean;
  help: boolean;
  /** What to tell the user on stderr, e.g. that an old status name was mapped. */
  notes: string[];
}

/** The statuses before the inbox (migration 0008 mapped the rows): still accepted by the CLI. */
const legacyStatuses: Record<string, InquiryStatus> = { read: "in_progress", archived: "closed" };

/** Parses `--kind news --status spam --limit 50 --csv`; throws a message naming the bad option. */
export function parseCliArgs(argv: string[]): CliArgs {
  const args: CliArgs = { csv: false, help: false, notes: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split("=", 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? "";
    if (flag === "--csv") args.csv = true;
    else if (flag === "--help" || flag === "-h") args.help = true;
    else if (flag === "--kind") {
      const kind = value();
      if (!(inquiryKinds as readonly string[]).includes(kind)) throw new Error(`--kind must be one of ${inquiryKinds.join(", ")}`);
      args.kind = kind as InquiryKind;
    } else if (flag === "--status") {
      const given = value();
      const status = Object.hasOwn(legacyStatuses, given) ? legacyStatuses[given]! : given;
      if (!(inquiryStatuses as readonly string[]).includes(status)) throw new Error(`--status must be one of ${inquiryStatuses.join(", ")}`);
      if (status !== given) args.notes.push(`--status ${given} is now ${status} (migration 0008 renamed it); showing ${status}.`);
      args.status = status as InquiryStatus;
    } else if (flag === "--limit") {
      const limit = Number(value());
      if (!Number.isInteger(limit) || limit < 1) throw new Error("--limit must be a positive whole number");
      args.limit = limit;
    } else throw new Error(`Unknown option ${flag}`);
  }
  return args;
}
