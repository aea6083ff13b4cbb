import { useState } from "react";
import type { CreatedPartnerKey } from "@shared/partners";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { Skeleton } from "@/components/ui/skeleton";
import { usePartnerKeys } from "../api/get-partner-keys";
import { CreateKeyForm } from "./create-key-form";
import { KeyRow } from "./key-row";
import { SecretOnce } from "./secret-once";

/** /admin/partners (admins): partner API keys (issue 32): create (the secret shown once), usage, revoke; each write is audited on the server. */
export default function PartnerKeysPage() {
  const keys = usePartnerKeys();
  const [created, setCreated] = useState<CreatedPartnerKey | null>(null);
  return (
    <AdminPage
      title="Partner keys"
      description="Read-only API keys for partners (tourism office, chambers, neighborhood sites): higher read limits, listings changed since a time, and the full NDJSON export. The site and its pages need no key."
    >
      <AdminPanel title="Create a key">
        {created ? <SecretOnce created={created} onDone={() => setCreated(null)} /> : <CreateKeyForm onCreated={setCreated} />}
      </AdminPanel>
      <AdminPanel title="Keys">
        {keys.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Could not load the partner keys. Please reload the page.
          </p>
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-slate-600">No partner keys yet.</p>
        ) : (
          <ul aria-label="Partner keys">
            {keys.data.map((k) => (
              <KeyRow key={k.id} partnerKey={k} />
            ))}
          </ul>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
