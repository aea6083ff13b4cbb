import { useState } from "react";
import type { CreatedPartnerKey } from "@shared/partners";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { AdminListStates } from "@/components/layout/admin-list-states";
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
        <AdminListStates query={keys} error="Could not load the partner keys. Please reload the page." empty="No partner keys yet.">
          {(rows) => (
            <ul aria-label="Partner keys">
              {rows.map((k) => (
                <KeyRow key={k.id} partnerKey={k} />
              ))}
            </ul>
          )}
        </AdminListStates>
      </AdminPanel>
    </AdminPage>
  );
}
