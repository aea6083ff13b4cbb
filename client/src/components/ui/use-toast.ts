import { useSyncExternalStore } from "react";

/** One toast visible at a time; a new one replaces the old; removal after dismissal waits 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
/** Pixels a toast must be swiped right before it is dismissed. */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = "default" | "destructive";
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}
export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  items = next;
  for (const l of listeners) l();
}

export function dismissToast(id?: string): void {
  emit(items.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of items) {
    if (t.open || removalTimers.has(t.id)) continue;
    removalTimers.set(
      t.id,
      setTimeout(() => {
        removalTimers.delete(t.id);
        emit(items.filter((x) => x.id !== t.id));
      }, TOAST_REMOVE_DELAY),
    );
  }
}

/** Shows a toast; with TOAST_LIMIT = 1 it replaces whatever toast was showing. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}
