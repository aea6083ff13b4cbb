/** A date and time in the browser's zone, short ("Nov 26, 2026, 2:05 PM"). */
export const formatWhen = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
