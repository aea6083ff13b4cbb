import { useState } from "react";

/**
 * `value` once its query has settled, and while a new one loads the last settled value: the
 * category counts stay beside the categories while the next search runs, instead of vanishing
 * for the time of a request (state adjusted while rendering, no effect).
 */
export function useSettledValue<T>(value: T, pending: boolean): T {
  const [settled, setSettled] = useState(value);
  if (!pending && settled !== value) setSettled(value);
  return pending ? settled : value;
}
