import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/db/schema.ts", "./server/db/review-schema.ts", "./server/db/partner-schema.ts", "./server/db/lead-schema.ts"],
  out: "./migrations",
  strict: true,
  verbose: true,
});
