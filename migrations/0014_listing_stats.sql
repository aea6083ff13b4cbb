CREATE TABLE "listing_stat_terms" (
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_stat_terms_listing_kind_listing_id_day_term_pk" PRIMARY KEY("listing_kind","listing_id","day","term"),
	CONSTRAINT "listing_stat_terms_kind_check" CHECK ("listing_stat_terms"."listing_kind" in ('professional', 'business'))
);
--> statement-breakpoint
CREATE TABLE "listing_stats_daily" (
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"website_clicks" integer DEFAULT 0 NOT NULL,
	"contact_clicks" integer DEFAULT 0 NOT NULL,
	"map_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_stats_daily_listing_kind_listing_id_day_pk" PRIMARY KEY("listing_kind","listing_id","day"),
	CONSTRAINT "listing_stats_daily_kind_check" CHECK ("listing_stats_daily"."listing_kind" in ('professional', 'business'))
);
--> statement-breakpoint
CREATE TABLE "stats_report_marks" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_report_marks_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "stats_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_visitors" (
	"day" date NOT NULL,
	"listing_kind" text NOT NULL,
	"listing_id" integer NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "stats_visitors_day_listing_kind_listing_id_visitor_pk" PRIMARY KEY("day","listing_kind","listing_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "stats_report_marks" ADD CONSTRAINT "stats_report_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_stats_daily_day_idx" ON "listing_stats_daily" USING btree ("day");