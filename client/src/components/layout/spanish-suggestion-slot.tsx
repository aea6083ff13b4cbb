import { lazy, Suspense } from "react";
import { useLocale } from "@/i18n/use-t";
import { DISMISSED_KEY_NAME, prefersSpanish } from "./prefers-spanish";

const SpanishSuggestion = lazy(() => import("./spanish-suggestion"));

/** The suggestion's chunk loads only on an English page of a browser that prefers Spanish and has not dismissed it. */
export function SpanishSuggestionSlot() {
  const locale = useLocale();
  if (locale !== "en" || !prefersSpanish(navigator.languages, readDismissed())) return null;
  return (
    <Suspense fallback={null}>
      <SpanishSuggestion />
    </Suspense>
  );
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY_NAME) === "1";
  } catch {
    return false;
  }
}
