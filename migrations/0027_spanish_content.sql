ALTER TABLE "businesses" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "services_es" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "professional_search" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "bio_es" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "specialties_es" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "professional_search_category_idx" ON "professional_search" USING btree ("category_id");