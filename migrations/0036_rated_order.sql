-- "Highest rated" (issue 30): the published listings in the list's order (rated-page.ts ratingKey:
-- average of published reviews, then their count, then name and id), so a page reads the index in order.
CREATE INDEX IF NOT EXISTS "professionals_rated_idx" ON "professionals" ((case when "review_count" > 0 then "review_star_sum"::numeric / "review_count" else 0 end) DESC, "review_count" DESC, "name", "id") WHERE "unpublished_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "businesses_rated_idx" ON "businesses" ((case when "review_count" > 0 then "review_star_sum"::numeric / "review_count" else 0 end) DESC, "review_count" DESC, "name", "id") WHERE "unpublished_at" IS NULL;
