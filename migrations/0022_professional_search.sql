CREATE TABLE "professional_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer,
	"business_id" integer,
	"name" text NOT NULL,
	"gold_until" timestamp with time zone,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "professional_search" ADD CONSTRAINT "professional_search_id_professionals_id_fk" FOREIGN KEY ("id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_search_text_trgm_idx" ON "professional_search" USING gin ("search_text" gin_trgm_ops);