import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { hashPassword } from "better-auth/crypto";
import { openDatabase } from "../../server/db/client";
import { createProfessional } from "../../server/db/factories";
import { accounts, listingOwners, users } from "../../server/db/schema";
import { worstAcceptedUpload } from "../../server/tools/worst-upload";

export interface UploadMemory {
  idleMb: number;
  peakMb: number;
  afterMinuteMb: number;
}

const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;

/**
 * Issue 26 item 5's figure: the server's resident memory (from /proc) idle, at the peak of ten
 * concurrent uploads of the worst image the site accepts, and a minute later. Target: peak
 * under 400 MB, and back within 50 MB of idle. An owner and a listing are made in the database.
 */
export async function uploadMemory(origin: string, databaseUrl: string, pid: number): Promise<UploadMemory> {
  const database = await openDatabase({ databaseUrl });
  const pro = await createProfessional(database.db);
  const user = { id: randomUUID(), email: `bench-${Date.now()}@example.test`, password: `bench-${randomUUID()}` };
  await database.db.insert(users).values({ id: user.id, email: user.email, name: "Bench Owner", role: null, emailVerified: true });
  await database.db
    .insert(accounts)
    .values({ id: randomUUID(), userId: user.id, accountId: user.id, providerId: "credential", password: await hashPassword(user.password) });
  await database.db.insert(listingOwners).values({ userId: user.id, listingKind: "professional", listingId: pro.id, role: "owner" });
  await database.close();
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  const image = new Uint8Array(await worstAcceptedUpload());
  const url = `${origin}/api/account/listings/professional/${pro.id}/photos?purpose=photo&alt=Bench`;
  const upload = () => fetch(url, { method: "POST", headers: { Cookie: cookie, Origin: origin, "Content-Type": "image/png" }, body: image });
  await upload(); // what the first upload loads for good is part of idle
  await new Promise((r) => setTimeout(r, 2000));
  const idleMb = rssMb(pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 25);
  const statuses = (await Promise.all(Array.from({ length: 10 }, upload))).map((r) => r.status);
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 60_000));
  const afterMinuteMb = rssMb(pid);
  const met = peakMb < 400 && afterMinuteMb - idleMb < 50;
  console.log(
    `\nIssue 26 item 5, ten concurrent uploads of the worst accepted image (${image.length} B PNG; answers ${[...new Set(statuses)].join(",")}):` +
      `\n  resident ${idleMb.toFixed(0)} MB idle, ${peakMb.toFixed(0)} MB at the peak, ${afterMinuteMb.toFixed(0)} MB a minute later [peak < 400 and within 50 of idle: ${met ? "met" : "MISSED"}]`,
  );
  return { idleMb, peakMb, afterMinuteMb };
}
