import { and, eq } from "drizzle-orm";
import type { ListingKind } from "@shared/listing-kind";
import type { Db } from "../../db/client";
import { listingTable } from "../../db/listing-tables";
import { reviews } from "../../db/review-schema";
import { emailOutbox } from "../../db/schema";
import { listingOwnerEmails } from "../../db/listing-owners";
import { serverT } from "../../i18n/i18n";
import { pageLink } from "../../i18n/recipients";

type Tx = Pick<Db, "select" | "insert">;

/** A mail's one-line fields: no line break from a listing's or writer's text reaches a header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/**
 * A mail to each owner and co-owner of the listing for a review that has just been published
 * (issue 30): written at its creation when the placement published it, or when staff publish a
 * held one for the first time. In the caller's transaction, through the outbox, in each owner's
 * language; the writer's shown name only (never their email). Answers how many were queued.
 */
export async function queueNewReviewMails(tx: Tx, reviewId: number, site: string): Promise<number> {
  const [review] = await tx
    .select({
      kind: reviews.listingKind,
      id: reviews.listingId,
      stars: reviews.stars,
      body: reviews.body,
      visitMonth: reviews.visitMonth,
      shownName: reviews.shownName,
    })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")));
  if (!review) return 0;
  const kind: ListingKind = review.kind;
  const table = listingTable(kind);
  const [listing] = await tx.select({ name: table.name }).from(table).where(eq(table.id, review.id));
  const owners = await listingOwnerEmails(tx, kind, review.id);
  if (!listing || owners.length === 0) return 0;
  await tx.insert(emailOutbox).values(
    owners.map(({ email, locale }) => {
      const t = serverT(locale);
      const month = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${review.visitMonth}-15T12:00:00Z`),
      );
      return {
        to: email,
        subject: oneLine(t("mail.review.subject", { name: listing.name, stars: review.stars })).slice(0, 200),
        body: t("mail.review.body", {
          name: oneLine(listing.name),
          stars: review.stars,
          author: oneLine(review.shownName),
          month,
          text: review.body,
          link: pageLink(site, `/${kind}/${review.id}`, locale),
          account: pageLink(site, "/account", locale),
          guidelines: pageLink(site, "/review-guidelines", locale),
        }),
      };
    }),
  );
  return owners.length;
}
