import { and, desc, eq, ne, type SQL } from "drizzle-orm";
import { inquiryKinds, type InquiryKind } from "@shared/schema";
import type { Db } from "../../db/client";
import { inquiries } from "../../db/schema";

export const inquiryStatuses = ["new", "read", "archived", "spam"] as const;
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

/**
 * One CSV cell: quoted when needed, and a leading = + - @ made inert, because the owner
 * opens the export in a spreadsheet and visitors wrote these values.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: InquiryRow[]): string {
  const lines = rows.map((r) =>
    [
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
      .join(","),
  );
  return [csvColumns.join(","), ...lines].join("\r\n") + "\r\n";
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
}

/** Parses `--kind news --status spam --limit 50 --csv`; throws a message naming the bad option. */
export function parseCliArgs(argv: string[]): CliArgs {
  const args: CliArgs = { csv: false, help: false };
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
      const status = value();
      if (!(inquiryStatuses as readonly string[]).includes(status)) throw new Error(`--status must be one of ${inquiryStatuses.join(", ")}`);
      args.status = status as InquiryStatus;
    } else if (flag === "--limit") {
      const limit = Number(value());
      if (!Number.isInteger(limit) || limit < 1) throw new Error("--limit must be a positive whole number");
      args.limit = limit;
    } else throw new Error(`Unknown option ${flag}`);
  }
  return args;
}
