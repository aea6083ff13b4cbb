import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { listRoutes } from "../../server/test/list-routes";
const db = await openDatabase({ pgliteDir: "memory://" });
const app = createApp({ db: db.db, stripe: null });
const r = listRoutes((app as any).router ?? (app as any)._router);
for (const x of r) if (!x.role && !x.account) console.log(x.method, x.pattern);
await db.close();
