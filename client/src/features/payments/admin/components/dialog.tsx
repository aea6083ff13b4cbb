import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal on the native <dialog> element: focus moves into it and stays there, Escape and the
 * Cancel button close it, and the page behind is inert, with no library.
 */
export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Without showModal (jsdom, very old browsers) the dialog still opens, only not modal.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="dialog-title"
      onClose={onClose}
      className="m-auto w-[calc(100vw-2rem)] max-w-lg rounded-lg border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="grid gap-4 p-5">
          <h2 id="dialog-title" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
