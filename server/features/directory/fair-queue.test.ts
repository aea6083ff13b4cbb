import { createFairQueue } from "./fair-queue";

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the fair queue of the search gate", () => {
  it("hands freed slots round the waiting clients in turn, not to the oldest waiter", async () => {
    const queue = createFairQueue({ slots: 1, perKey: 1, waitingPerKey: 10 });
    const granted: string[] = [];
    const releases: (() => void)[] = [];
    const ask = (key: string) => void queue.acquire(key).then((release) => (granted.push(key), releases.push(release!)));
    for (const key of ["a", "a", "a", "a", "b", "c"]) ask(key);
    await settle();
    for (let i = 0; i < 5; i += 1) {
      releases[i]!();
      await settle();
    }
    // First come, first served would give a all four before b and c.
    expect(granted).toEqual(["a", "a", "b", "c", "a", "a"]);
  });

  it("keeps a client to its share of slots while others' slots stay free for others", async () => {
    const queue = createFairQueue({ slots: 4, perKey: 1, waitingPerKey: 10 });
    const first = await queue.acquire("a");
    let second = false;
    void queue.acquire("a").then(() => (second = true));
    expect(await queue.acquire("b")).toBeTypeOf("function");
    await settle();
    expect(second).toBe(false);
    expect(queue.load()).toEqual({ running: 2, waiting: 1 });
    first!();
    first!(); // a second release changes nothing
    await settle();
    expect(second).toBe(true);
    expect(queue.load()).toEqual({ running: 2, waiting: 0 });
  });

  it("refuses a client at once past its queue, and only that client", async () => {
    const queue = createFairQueue({ slots: 1, perKey: 1, waitingPerKey: 1 });
    await queue.acquire("a");
    void queue.acquire("a");
    expect(await queue.acquire("a")).toBeNull();
    void queue.acquire("b");
    await settle();
    expect(queue.load()).toEqual({ running: 1, waiting: 2 });
  });
});
