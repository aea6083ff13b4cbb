-- Change counter of the directory (server/features/directory/cache.ts): every statement that
-- writes categories, businesses or professionals bumps directory_version in the same
-- transaction, so the new number becomes visible exactly when the new rows do, in every
-- server process. Statement-level (not per row), so a bulk load bumps it once.
-- Plain PL/pgSQL: works on PostgreSQL 15 and on PGlite.
INSERT INTO "directory_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_directory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "directory_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
--> statement-breakpoint
CREATE TRIGGER "businesses_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "businesses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
--> statement-breakpoint
CREATE TRIGGER "professionals_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "professionals" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
