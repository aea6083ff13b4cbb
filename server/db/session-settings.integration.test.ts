import { sql } from "drizzle-orm";
import { engines } from "../test/database";
import { setupTestDatabase } from "../test/test-app";

describe.each(engines)("connection settings on %s", (engine) => {
  const database = setupTestDatabase(engine);

  it("plans with SSD page costs and no JIT compilation on every connection (random_page_cost 1.1, jit off)", async () => {
    // Several at once, so that the PostgreSQL pool opens more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.execute(sql`SELECT current_setting('random_page_cost') AS cost, current_setting('jit') AS jit, pg_sleep(0.05)`),
      ),
    );
    for (const answer of answers) {
      const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as { cost: string; jit: string }[];
      expect(rows[0]).toMatchObject({ cost: "1.1", jit: "off" });
    }
  });
});
