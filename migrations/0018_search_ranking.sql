CREATE TABLE "search_words" (
	"kind" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_kind_word_pk" PRIMARY KEY("kind","word"),
	CONSTRAINT "search_words_kind_check" CHECK ("search_words"."kind" in ('professional', 'business'))
);
--> statement-breakpoint
DROP INDEX "professionals_search_trgm_idx";--> statement-breakpoint
DROP INDEX "professionals_name_initial_idx";--> statement-breakpoint
DROP INDEX "professionals_name_initials_idx";--> statement-breakpoint
ALTER TABLE "professionals" drop column "search_text";--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("name" || chr(10) || "title" || chr(10) || coalesce("company", '')))) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("name" || chr(10) || coalesce("description", '')))) STORED;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_search_trgm_idx" ON "businesses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_search_text_trgm_idx" ON "professionals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_name_initial_idx" ON "professionals" USING btree (left("search_text", 1),"name","id");--> statement-breakpoint
CREATE INDEX "professionals_name_initials_idx" ON "professionals" USING btree (left("search_text", 2),"name","id");