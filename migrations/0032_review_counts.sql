ALTER TABLE "businesses" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "review_star_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "review_star_sum" integer DEFAULT 0 NOT NULL;