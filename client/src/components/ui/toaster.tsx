import * as ToastPrimitive from "@radix-ui/react-toast";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";
import { dismissToast, TOAST_DURATION, TOAST_SWIPE_THRESHOLD, useToasts } from "./use-toast";

/** Radix toasts: swipe right to dismiss (50 px), F8 focuses the region, top on phones, bottom-right on wider screens. */
export function Toaster() {
  const toasts = useToasts();
  const tr = useT("ui");
  return (
    <ToastPrimitive.Provider label={tr("ui.notification")} duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === "destructive" ? "foreground" : "background"}
          data-variant={t.variant ?? "default"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            t.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label={tr("ui.close")} className="absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At most 420 px wide at every size; centred at the top on phones, bottom right from 640 px. */}
      <ToastPrimitive.Viewport
        // Radix puts the hotkey in: "Notifications (F8)".
        label={tr("ui.notifications", { hotkey: "{hotkey}" })}
        className="fixed inset-x-0 top-0 z-[100] mx-auto flex max-h-screen w-full max-w-[420px] flex-col-reverse p-4 sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:mx-0 sm:flex-col"
      />
    </ToastPrimitive.Provider>
  );
}
