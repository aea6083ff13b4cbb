ALTER TABLE "review_replies" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_language_check" CHECK ("review_replies"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_language_check" CHECK ("reviews"."language" in ('en', 'es'));--> statement-breakpoint
-- The sample reviews say their language in their closing mark; real reviews written before the
-- question was asked stay unknown (null: shown without a language of their own).
UPDATE "reviews" SET "language" = 'es' WHERE "body" LIKE '%(Reseña de muestra.)';--> statement-breakpoint
UPDATE "reviews" SET "language" = 'en' WHERE "body" LIKE '%(Sample review.)';
