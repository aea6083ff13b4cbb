import { eq, inArray } from "drizzle-orm";
import type { ListingDraft } from "@shared/admin/inbox";
import type { Db } from "../../db/client";
import { categories, inquiries } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

const orNull = (s: string | undefined) => (s?.trim() ? s.trim() : null);
/** Only http(s) addresses become a listing's website; "www.x.com" gets its https://. */
function website(s: string | undefined): string | null {
  const value = orNull(s);
  if (!value) return null;
  const url = /^https?:\/\//i.test(value) ? value : /^[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value) ? `https://${value}` : null;
  try {
    return url && ["http:", "https:"].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * An advertising inquiry's fields (parsed from the form's folded message) as a new business
 * and as a new professional, for the listings form's "Create listing from this". The category
 * the form offered ("realestate") is matched to ours by its slug.
 */
export async function listingDraft(db: Db, id: number): Promise<ListingDraft> {
  const [row] = await db
    .select({ kind: inquiries.kind, name: inquiries.name, email: inquiries.email, fields: inquiries.fields })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  if (!row) throw new HttpError(404, `No message #${id}`);
  if (row.kind !== "advertising") throw new HttpError(409, "Only an advertising inquiry can become a listing.");
  const f = row.fields;
  const wanted = orNull(f.category)?.toLowerCase();
  let categoryId: number | null = null;
  if (wanted) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.slug, [wanted, wanted.replace(/\s+/g, "-")]));
    categoryId = found[0]?.id ?? null;
  }
  const businessName = orNull(f.businessName);
  const contactName = orNull(f.contactName) ?? row.name;
  const email = orNull(f.email) ?? row.email;
  const phone = orNull(f.phone);
  const site = website(f.website);
  return {
    inquiryId: id,
    business: { name: businessName ?? contactName, description: orNull(f.description), phone, website: site, email, categoryId },
    professional: { name: contactName, title: "", company: businessName, phone, website: site, email, categoryId },
    package: orNull(f.package),
  };
}
