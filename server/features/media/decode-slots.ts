import { givenUpError } from "../../middleware/request-timeout";

/** The upload's answer was given up (middleware/request-timeout.ts): stop before the next costly step. */
export function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw givenUpError();
}

/**
 * Slots for decoding and encoding images in this process, taken first come first served. An
 * upload takes one slot, or all of them when its decode is large (issue 26 item 5): two small
 * photos run side by side, a large one runs alone, so what decoding holds in memory at once is
 * bounded by the largest decode the site accepts, not by that times the slots. An upload given up
 * while it waits (its signal aborted) leaves the queue without taking a slot.
 */
export function createDecodeSlots(capacity: number) {
  let used = 0;
  const queue: { weight: number; start: () => void }[] = [];
  const pump = () => {
    while (queue.length > 0 && used + queue[0]!.weight <= capacity) {
      const next = queue.shift()!;
      used += next.weight;
      next.start();
    }
  };

  return async function withSlots<T>(weight: number, work: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    checkSignal(signal);
    const need = Math.min(weight, capacity);
    if (queue.length === 0 && used + need <= capacity) used += need;
    else
      await new Promise<void>((resolve, reject) => {
        const entry = {
          weight: need,
          start: () => {
            signal?.removeEventListener("abort", leave);
            resolve();
          },
        };
        const leave = () => {
          const at = queue.indexOf(entry);
          if (at < 0) return;
          queue.splice(at, 1);
          pump(); // a large upload that left may let smaller ones behind it start
          reject(givenUpError());
        };
        queue.push(entry);
        signal?.addEventListener("abort", leave, { once: true });
      });
    try {
      checkSignal(signal);
      return await work();
    } finally {
      used -= need;
      pump();
    }
  };
}
