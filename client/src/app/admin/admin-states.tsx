import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useSignOutAction } from "./use-sign-out-action";

/** A section (or the whole screen) loading: a quiet busy area, no layout jump. */
export function SectionLoading({ fullScreen }: { fullScreen?: boolean }) {
  return (
    <div
      aria-busy="true"
      aria-live="polite"
      className={cn("flex items-center justify-center text-sm text-slate-600", fullScreen ? "min-h-screen" : "min-h-64")}
    >
      Loading...
    </div>
  );
}

/** A full message in place of a screen: no access, a failed session check, an unknown address. */
export function AdminMessage({
  title,
  text,
  action,
  signOut,
}: {
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
  signOut?: boolean;
}) {
  const signOutAction = useSignOutAction();
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <div className="mt-6 flex justify-center gap-3">
        {action && <Button onClick={action.onClick}>{action.label}</Button>}
        {signOut && (
          <Button variant="outline" onClick={signOutAction.run} disabled={signOutAction.pending}>
            Sign out
          </Button>
        )}
      </div>
    </section>
  );
}
