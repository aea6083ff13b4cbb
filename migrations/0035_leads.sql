CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"inquiry_id" integer,
	"needed" text NOT NULL,
	"when_kind" text,
	"when_from" date,
	"when_to" date,
	"budget" text,
	"reply_by" text DEFAULT 'email' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"spam_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"first_replied_at" timestamp with time zone,
	"reply_channel" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "accepts_appointments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "accepts_appointments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_listing_idx" ON "leads" USING btree ("listing_kind","listing_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_inquiry_idx" ON "leads" USING btree ("inquiry_id");--> statement-breakpoint
-- Issue 31: the messages listings received from their Contact button become leads of kind
-- "message" (one owner inbox). The staff inbox keeps its inquiry; "answered" (by staff or by the
-- owner in /account) becomes "replied", with the owner's answer as the first reply.
INSERT INTO "leads" ("kind", "listing_kind", "listing_id", "inquiry_id", "needed", "reply_by", "name", "email", "status", "created_at", "first_replied_at", "updated_at")
SELECT 'message', "listing_kind", "listing_id", "id", "message", 'email', "name", "email",
  CASE WHEN "status" = 'spam' THEN 'spam'
       WHEN "owner_answered_at" IS NOT NULL OR "status" = 'answered' THEN 'replied'
       ELSE 'new' END,
  "created_at", "owner_answered_at", "updated_at"
FROM "inquiries"
WHERE "kind" = 'contact' AND "listing_kind" IS NOT NULL AND "listing_id" IS NOT NULL
ORDER BY "id";
