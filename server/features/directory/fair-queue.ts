/**
 * Slots shared fairly by keys (the search gate's clients): at most `slots` held at once, at most
 * `perKey` by one key, and when a slot frees it goes to the next key in turn that waits and is
 * under its share, not to the oldest waiter: one key that queued fifty requests waits behind its
 * own, and another key's first request takes the next free slot. At most `waitingPerKey` of one
 * key wait; acquire then answers null at once.
 */
export interface FairQueue {
  /** A release function once the key holds a slot; null when the key's queue is full. */
  acquire(key: string): Promise<(() => void) | null>;
  load(): { running: number; waiting: number };
}

interface KeyState {
  running: number;
  waiting: (() => void)[];
}

export function createFairQueue({ slots, perKey, waitingPerKey }: { slots: number; perKey: number; waitingPerKey: number }): FairQueue {
  let running = 0;
  let waiting = 0;
  const keys = new Map<string, KeyState>();
  /** Keys with someone waiting, in turn order: served from the front, sent to the back once served. */
  const turns: string[] = [];

  /** Counts the slot as held by the key; the function gives it back (once) and hands it on. */
  const grant = (key: string, state: KeyState) => {
    running += 1;
    state.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      state.running -= 1;
      if (state.running === 0 && state.waiting.length === 0) keys.delete(key);
      next();
    };
  };

  /** Hands free slots to waiting keys under their share, one per key per round. */
  function next() {
    for (let i = 0; i < turns.length && running < slots;) {
      const key = turns[i]!;
      const state = keys.get(key)!;
      if (state.running >= perKey) {
        i += 1;
        continue;
      }
      turns.splice(i, 1);
      const wake = state.waiting.shift()!;
      waiting -= 1;
      if (state.waiting.length > 0) turns.push(key);
      wake();
    }
  }

  return {
    load: () => ({ running, waiting }),
    acquire(key) {
      let state = keys.get(key);
      if (!state) keys.set(key, (state = { running: 0, waiting: [] }));
      if (state.waiting.length === 0 && state.running < perKey && running < slots) return Promise.resolve(grant(key, state));
      if (state.waiting.length >= waitingPerKey) {
        if (state.running === 0) keys.delete(key);
        return Promise.resolve(null);
      }
      const s = state;
      return new Promise((resolve) => {
        if (s.waiting.length === 0) turns.push(key);
        waiting += 1;
        s.waiting.push(() => resolve(grant(key, s)));
      });
    },
  };
}
