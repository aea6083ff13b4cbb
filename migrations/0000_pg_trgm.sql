-- Trigram matching for the directory search (ILIKE '%term%' served by GIN indexes).
-- drizzle-kit never emits CREATE EXTENSION, so it lives in this custom migration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
