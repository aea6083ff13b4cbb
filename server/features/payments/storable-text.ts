import { toStorableText as clean } from "@shared/storable-text";

/**
 * Replaces, in place, every U+0000 and lone surrogate in the keys and strings of parsed JSON
 * with U+FFFD. PostgreSQL text cannot hold U+0000 and jsonb refuses both, so such a value
 * would fail the webhook's transaction with a 500, and Stripe would retry the same bytes for
 * days. Refusing it with 400 would not help either: the event is genuine (it is signed), so
 * a payment would never be recorded. Replaced, the event is applied and the text shows it was
 * altered. The walk uses its own stack, not recursion, so no nesting depth can overflow it.
 */
export function replaceUnstorableText(root: unknown): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== "object") continue;
    const object = node as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      const value = object[key];
      if (typeof value === "object") stack.push(value);
      const cleanKey = clean(key);
      const cleanValue = typeof value === "string" ? clean(value) : value;
      if (cleanKey === key && cleanValue === value) continue;
      if (cleanKey !== key) delete object[key];
      // defineProperty, not assignment: a key such as "__proto__" stays a plain own property.
      Object.defineProperty(object, cleanKey, { value: cleanValue, writable: true, enumerable: true, configurable: true });
    }
  }
}
