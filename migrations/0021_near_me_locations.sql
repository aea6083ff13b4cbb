ALTER TABLE "businesses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "businesses_location_idx" ON "businesses" USING gist (geo_point("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "professionals_location_idx" ON "professionals" USING gist (geo_point("latitude", "longitude"));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_location_check" CHECK (("businesses"."latitude" is null) = ("businesses"."longitude" is null) and "businesses"."latitude" between -90 and 90 and "businesses"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_location_check" CHECK (("professionals"."latitude" is null) = ("professionals"."longitude" is null) and "professionals"."latitude" between -90 and 90 and "professionals"."longitude" between -180 and 180);