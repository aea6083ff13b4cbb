CREATE TABLE "badge_embeds" (
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"site" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "badge_embeds_listing_kind_listing_id_day_site_pk" PRIMARY KEY("listing_kind","listing_id","day","site"),
	CONSTRAINT "badge_embeds_kind_check" CHECK ("badge_embeds"."listing_kind" in ('professional', 'business'))
);
--> statement-breakpoint
CREATE TABLE "partner_key_usage" (
	"key_id" integer NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_key_usage_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
CREATE TABLE "partner_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"scopes" text[] NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "partner_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "partner_key_usage" ADD CONSTRAINT "partner_key_usage_key_id_partner_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."partner_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_keys_created_idx" ON "partner_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "businesses_updated_at_idx" ON "businesses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "professionals_updated_at_idx" ON "professionals" USING btree ("updated_at","id");