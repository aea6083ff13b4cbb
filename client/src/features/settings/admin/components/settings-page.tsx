import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useSettings } from "../api/get-settings";
import { useUpdateSettings } from "../api/update-settings";

/** /admin/settings (admins): site-wide back-office settings; each change is audited on the server. */
export default function SettingsPage() {
  const settings = useSettings();
  const update = useUpdateSettings();

  const setRequireTwoFactor = (on: boolean) =>
    update.mutate(
      { requireAdminTwoFactor: on },
      {
        onSuccess: () =>
          toast({ title: "Settings saved", description: on ? "Admins now need two-factor sign-in." : "Two-factor sign-in is optional for admins." }),
        onError: (err) =>
          toast({ title: "Error", description: (err instanceof ApiError && err.serverMessage) || "Could not save the setting.", variant: "destructive" }),
      },
    );

  return (
    <AdminPage title="Settings" description="Settings for the whole back office. Every change is recorded in the audit log.">
      <AdminPanel title="Sign-in">
        {settings.isPending ? (
          <Skeleton className="h-12 w-full max-w-lg" />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Could not load the settings. Please reload the page.
          </p>
        ) : (
          <label className="flex max-w-2xl items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              checked={settings.data.requireAdminTwoFactor}
              disabled={update.isPending}
              onChange={(e) => setRequireTwoFactor(e.target.checked)}
            />
            <span>
              <span className="block font-medium text-slate-900">Require two-factor for admins</span>
              <span className="block text-sm text-slate-600">
                Admins without two-factor sign-in must turn it on in My account before they can use the back office. Editors are not affected.
              </span>
            </span>
          </label>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
