import type { Response } from "express";

/**
 * Long synchronous loops (an import's 100,000 rows parsed, checked and planned) hand the event
 * loop back every `sliceMs`, so other requests wait at most about that long (issue 26 item 6:
 * a 100k dry run had stalled every request for 5.4 s). `due()` is cheap enough to call per row;
 * `await turns.give()` only when it says so, so no promise is made per row.
 */
/**
 * One turn of the event loop for other requests. Between database statements too: PGlite runs
 * each statement synchronously in this thread, so awaiting it alone never lets a request in
 * (an import's batches on PGlite had every other request wait for the whole import).
 */
export const giveTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function eventLoopTurns(sliceMs = 20) {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= sliceMs,
    give: async () => {
      await giveTurn();
      since = performance.now();
    },
  };
}

/** `fn` over every item, giving the event loop a turn every `sliceMs`. */
export async function mapInTurns<T, U>(items: readonly T[], fn: (item: T, index: number) => U, sliceMs = 20): Promise<U[]> {
  const turns = eventLoopTurns(sliceMs);
  const out: U[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    out[i] = fn(items[i]!, i);
    if (turns.due()) await turns.give();
  }
  return out;
}

/**
 * A JSON object whose `key` is a long array (an import report's 100,000 rows), written in
 * pieces with a turn between them: one JSON.stringify of it all held the event loop ~0.2 s.
 */
export async function writeJsonInTurns(res: Response, value: Record<string, unknown>, key: string, pieceItems = 2000): Promise<void> {
  const items = value[key] as unknown[];
  const head = JSON.stringify({ ...value, [key]: [] });
  res.type("json");
  const write = (text: string) =>
    res.write(text)
      ? undefined
      : new Promise<void>((resolve) => {
          const done = () => (res.off("drain", done).off("close", done), resolve());
          res.once("drain", done).once("close", done);
        });
  await write(`${head.slice(0, head.lastIndexOf("[]"))}[`);
  for (let i = 0; i < items.length; i += pieceItems) {
    const piece = JSON.stringify(items.slice(i, i + pieceItems)).slice(1, -1);
    await write(i === 0 ? piece : `,${piece}`);
    await giveTurn();
  }
  res.end(`]${head.slice(head.lastIndexOf("[]") + 2)}`);
}
