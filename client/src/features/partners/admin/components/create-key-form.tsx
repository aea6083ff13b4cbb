import { useState, type FormEvent } from "react";
import { partnerScopeLabels, partnerScopes, type CreatedPartnerKey, type PartnerScope } from "@shared/partners";
import { FormMessage } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Field, TextInput } from "@/components/ui/field";
import { ApiError, fieldErrorsOf } from "@/lib/api-client";
import { useCreatePartnerKey } from "../api/create-partner-key";

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

const scopeOptions = partnerScopes.map((value) => ({ value, label: partnerScopeLabels[value] }));

/** Name, contact and read scopes; on success the parent shows the secret, once. */
export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedPartnerKey) => void }) {
  const create = useCreatePartnerKey();
  const [name, setName] = useState("");
  const [contact, setContact] = useState("");
  const [scopes, setScopes] = useState<string[]>(["listings:read"]);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setFields({});
    create.mutate(
      { name: name.trim(), contact: contact.trim(), scopes: scopes as PartnerScope[] },
      {
        onSuccess: (created) => {
          setName("");
          setContact("");
          setScopes(["listings:read"]);
          onCreated(created);
        },
        onError: (err) => {
          setFields(fieldErrorsOf(err));
          const invalid = Object.keys(fieldErrorsOf(err)).length > 0;
          setError(
            invalid ? "Please correct the fields below." : (err instanceof ApiError && err.serverMessage) || "Could not create the key. Please try again.",
          );
        },
      },
    );
  }

  return (
    <form className="grid gap-4 md:grid-cols-2" onSubmit={onSubmit} noValidate>
      {error && (
        <div className="md:col-span-2">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      )}
      <Field id="partner-name" label="Partner name" required>
        <TextInput
          id="partner-name"
          required
          maxLength={120}
          autoComplete="off"
          value={name}
          aria-invalid={fields.name ? true : undefined}
          aria-describedby={fields.name ? "partner-name-error" : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <FieldError id="partner-name-error" text={fields.name} />
      </Field>
      <Field id="partner-contact" label="Contact (email or phone)" required>
        <TextInput
          id="partner-contact"
          required
          maxLength={200}
          autoComplete="off"
          value={contact}
          aria-invalid={fields.contact ? true : undefined}
          aria-describedby={fields.contact ? "partner-contact-error" : undefined}
          onChange={(e) => setContact(e.target.value)}
        />
        <FieldError id="partner-contact-error" text={fields.contact} />
      </Field>
      <CheckboxGroup
        id="partner-scopes"
        className="md:col-span-2"
        legend="Scopes (read only: a key never changes anything)"
        options={scopeOptions}
        value={scopes}
        onChange={setScopes}
        error={fields.scopes}
      />
      <div className="md:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create key"}
        </Button>
      </div>
    </form>
  );
}
