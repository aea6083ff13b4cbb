/**
 * Stripe's form encoding (`items[0][price]=…&expand[0]=latest_invoice&metadata[plan]=…`, the
 * SDK's indexed arrays) read back into nested objects and arrays, as Stripe's API reads it.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseStripeForm(params: URLSearchParams): Form {
  const root: Form = {};
  for (const [rawKey, value] of params) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Form = root;
    parts.forEach((part, i) => {
      const key = part === "" ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Form;
    });
  }
  return toArrays(root) as Form;
}

/** Objects whose keys are all 0..n-1 become arrays. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, toArrays(value[k]!)] as const);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

export const str = (form: Form, key: string): string | undefined => (typeof form[key] === "string" ? (form[key] as string) : undefined);
export const obj = (form: Form, key: string): Form => (form[key] && typeof form[key] === "object" && !Array.isArray(form[key]) ? (form[key] as Form) : {});
export const list = (form: Form, key: string): FormValue[] => (Array.isArray(form[key]) ? (form[key] as FormValue[]) : []);
export const strings = (form: Form, key: string): string[] => list(form, key).filter((v): v is string => typeof v === "string");
/** metadata[...] as Stripe stores it: string values only. */
export const metadataOf = (form: Form): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(form, "metadata")).filter((e): e is [string, string] => typeof e[1] === "string"));
