ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
CREATE INDEX "audit_log_reverts_idx" ON "audit_log" USING btree ("reverts_id");--> statement-breakpoint
CREATE INDEX "payments_professional_idx" ON "payments" USING btree ("professional_id","id");--> statement-breakpoint
CREATE INDEX "stripe_events_payment_intent_idx" ON "stripe_events" USING btree ("payment_intent_id");--> statement-breakpoint
-- Events recorded before this column: what the ledger and the payments' last events say they were about.
UPDATE "stripe_events" SET "payment_intent_id" = l."stripe_payment_intent_id" FROM "payment_ledger" l WHERE l."stripe_event_id" = "stripe_events"."id";--> statement-breakpoint
UPDATE "stripe_events" SET "payment_intent_id" = p."stripe_payment_intent_id" FROM "payments" p WHERE p."last_event_id" = "stripe_events"."id" AND "stripe_events"."payment_intent_id" IS NULL;
