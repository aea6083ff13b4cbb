CREATE TABLE "idempotency_keys" (
	"client" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_client_route_key_pk" PRIMARY KEY("client","route","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");