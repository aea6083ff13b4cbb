DROP INDEX "professionals_name_trgm_idx";--> statement-breakpoint
DROP INDEX "professionals_title_trgm_idx";--> statement-breakpoint
DROP INDEX "professionals_company_trgm_idx";--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || chr(10) || "title" || chr(10) || coalesce("company", ''))) STORED;--> statement-breakpoint
CREATE INDEX "professionals_search_trgm_idx" ON "professionals" USING gin ("search_text" gin_trgm_ops);