import { useState } from "react";
import type { CreatedPartnerKey } from "@shared/partners";
import { FormMessage } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";

/** The new key's secret, shown this once: copy it and hand it to the partner; the server keeps only its hash. */
export function SecretOnce({ created, onDone }: { created: CreatedPartnerKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section aria-labelledby="secret-once-title" className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 id="secret-once-title" className="font-semibold text-slate-900">
        Key created for {created.key.name}
      </h3>
      <FormMessage kind="notice">Copy this key now and send it to the partner by a private channel. It will not be shown again.</FormMessage>
      <label htmlFor="partner-secret" className="text-sm font-medium text-slate-800">
        Partner key
      </label>
      <input
        id="partner-secret"
        readOnly
        value={created.secret}
        onFocus={(e) => e.target.select()}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
      <p className="text-sm text-slate-700">
        The partner sends it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> or <code className="font-mono">X-Api-Key</code>.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Copy key
        </Button>
        <Button type="button" onClick={onDone}>
          I have copied it
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {copied ? "Copied." : ""}
        </span>
      </div>
    </section>
  );
}
