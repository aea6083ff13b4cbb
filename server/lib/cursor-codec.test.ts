import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cursorCodec } from "./cursor-codec";
import { HttpError } from "./http-error";

const codec = cursorCodec(z.strictObject({ n: z.string(), i: z.number().int().min(1) }));

/** The error decode throws for `text`, or undefined. */
function refusal(decode: () => unknown): HttpError | undefined {
  try {
    decode();
  } catch (err) {
    return err as HttpError;
  }
  return undefined;
}

describe("cursorCodec", () => {
  it("round-trips a cursor through opaque URL-safe text", () => {
    const cursor = { n: "Ana é 😀 & co/+=", i: 42 };
    const text = codec.encode(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(codec.decode(text)).toEqual(cursor);
  });

  it("reads a missing cursor as the first page", () => {
    expect(codec.decode(undefined)).toBeUndefined();
  });

  it.each([
    ["not base64 JSON", "bm9wZQ"],
    ["JSON of the wrong shape", Buffer.from(JSON.stringify({ n: "a", i: 0 })).toString("base64url")],
    ["an extra key", Buffer.from(JSON.stringify({ n: "a", i: 1, x: 1 })).toString("base64url")],
    ["empty text", ""],
  ])("refuses %s with a 400 naming the field", (_what, text) => {
    const err = refusal(() => codec.decode(text));
    expect(err).toBeInstanceOf(HttpError);
    expect(err?.status).toBe(400);
    expect(err?.message).toMatch(/^cursor is not valid/);
  });

  it("names the field it is given", () => {
    const err = refusal(() => cursorCodec(z.number(), "after").decode("bm9wZQ"));
    expect(err?.message).toMatch(/^after is not valid/);
  });
});
