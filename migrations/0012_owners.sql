CREATE TABLE "claim_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"phone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"inquiry_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_requests_kind_check" CHECK ("claim_requests"."listing_kind" in ('professional', 'business'))
);
--> statement-breakpoint
CREATE TABLE "listing_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"role" text DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_owners_kind_check" CHECK ("listing_owners"."listing_kind" in ('professional', 'business'))
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"variants" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_photos_kind_check" CHECK ("listing_photos"."listing_kind" in ('professional', 'business'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_length" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "owner_tokens_kind_check" CHECK ("owner_tokens"."listing_kind" in ('professional', 'business'))
);
--> statement-breakpoint
CREATE TABLE "pending_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_changes_kind_check" CHECK ("pending_changes"."listing_kind" in ('professional', 'business'))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "owner_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "staff_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "freshness_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "listing_kind" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "owner_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "owner_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "staff_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "freshness_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_owners" ADD CONSTRAINT "listing_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_requests_status_idx" ON "claim_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_owners_listing_user_idx" ON "listing_owners" USING btree ("listing_kind","listing_id","user_id");--> statement-breakpoint
CREATE INDEX "listing_owners_user_idx" ON "listing_owners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("listing_kind","listing_id","purpose","position");--> statement-breakpoint
CREATE INDEX "owner_tokens_listing_idx" ON "owner_tokens" USING btree ("listing_kind","listing_id");--> statement-breakpoint
CREATE INDEX "pending_changes_status_idx" ON "pending_changes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_listing_idx" ON "inquiries" USING btree ("listing_kind","listing_id","created_at");