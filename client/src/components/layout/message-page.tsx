import { ButtonLink } from "@/components/ui/button";

/** A centered title + text + button, for not-found, invalid-id and error states. */
export function MessagePanel({
  title,
  text,
  buttonLabel,
  buttonHref,
  role,
}: {
  title: string;
  text: string;
  buttonLabel: string;
  buttonHref: string;
  role?: "alert";
}) {
  return (
    <section role={role} className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <ButtonLink href={buttonHref} className="mt-8">
        {buttonLabel}
      </ButtonLink>
    </section>
  );
}
