import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode, type RefObject } from "react";
import { buttonClass } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { InFiltersSheet } from "./filters-sheet-context";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Filters button, which gets focus back when the sheet closes (it is not a Radix trigger: it loads this chunk). */
  returnFocus: RefObject<HTMLButtonElement | null>;
  resultsLabel: string;
  /** The id of the element holding the results (focusable, tabIndex -1): the results button lands there (focus returns to the Filters button when it is not on the page). */
  resultsId: string;
  children: ReactNode;
}

/** After the sheet closed by its results button: the results at the top of the screen (under the sticky bars), focused. */
function landOnResults(id: string) {
  const results = document.getElementById(id);
  if (!results) return false;
  results.focus({ preventScroll: true });
  results.scrollIntoView({ block: "start" });
  return true;
}

/**
 * The phone's filters in a modal sheet from the bottom of the screen: focus moves in and stays in,
 * Escape, the close button, the results button or a tap outside close it, and the page behind
 * does not scroll. Every choice applies at once (the URL changes as on a wide screen).
 */
export default function FiltersSheet({ open, onOpenChange, returnFocus, resultsLabel, resultsId, children }: Props) {
  // Closed by "Show N results" (not Escape, the X or a tap outside): land on the results instead of the Filters button.
  const showResults = useRef(false);
  const t = useT("directory");
  const tm = useT("directoryMore");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const toResults = showResults.current;
            showResults.current = false;
            if (!toResults || !landOnResults(resultsId)) returnFocus.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{t("directory.filters")}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              aria-label={tm("directoryMore.close_filters")}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <InFiltersSheet.Provider value={true}>{children}</InFiltersSheet.Provider>
          </div>
          <div className="border-t border-slate-200 p-4">
            <Dialog.Close className={buttonClass("primary", "w-full")} onClick={() => (showResults.current = true)}>
              {resultsLabel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
