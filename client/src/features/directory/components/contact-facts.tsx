import type { ReactNode } from "react";

/** The phone, address and website lines of a detail page; a fact without a value is left out. */
export function ContactFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="mt-4 space-y-1 text-slate-700">
      {facts
        .filter((fact) => fact.value)
        .map((fact) => (
          <div key={fact.label}>
            <dt className="sr-only">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
