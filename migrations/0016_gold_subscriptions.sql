CREATE TABLE "billing_customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "gold_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"professional_id" integer,
	"customer_user_id" text,
	"plan" text,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"trial_end" timestamp with time zone,
	"has_payment_method" boolean DEFAULT false NOT NULL,
	"granted_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"state_at" bigint DEFAULT 0 NOT NULL,
	"failure_mailed_invoice_id" text,
	"renewal_reminded_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD COLUMN "stripe_invoice_id" text;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_subscriptions" ADD CONSTRAINT "gold_subscriptions_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_subscriptions" ADD CONSTRAINT "gold_subscriptions_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_subscriptions_professional_idx" ON "gold_subscriptions" USING btree ("professional_id","id");--> statement-breakpoint
CREATE INDEX "gold_subscriptions_renewal_idx" ON "gold_subscriptions" USING btree ("current_period_end") WHERE "gold_subscriptions"."plan" = 'gold-annual' and "gold_subscriptions"."status" = 'active' and not "gold_subscriptions"."cancel_at_period_end";--> statement-breakpoint
CREATE INDEX "payment_ledger_subscription_idx" ON "payment_ledger" USING btree ("stripe_subscription_id");