CREATE TABLE "payment_ledger" (
	"stripe_event_id" text PRIMARY KEY NOT NULL,
	"stripe_payment_intent_id" text,
	"kind" text NOT NULL,
	"amount_cents" integer,
	"currency" text,
	"professional_id" integer,
	"gold_from" timestamp with time zone,
	"gold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_stripe_event_id_stripe_events_id_fk" FOREIGN KEY ("stripe_event_id") REFERENCES "public"."stripe_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_ledger_intent_idx" ON "payment_ledger" USING btree ("stripe_payment_intent_id");