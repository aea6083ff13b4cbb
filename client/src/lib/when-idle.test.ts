// @vitest-environment jsdom
import { whenIdle } from "./when-idle";

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the browser's idle callback, at the latest its timeout, and can be cancelled", () => {
    const waiting = new Map<number, () => void>();
    const request = vi.fn((callback: () => void, _options: { timeout: number }) => {
      waiting.set(waiting.size + 1, callback);
      return waiting.size;
    });
    vi.stubGlobal("requestIdleCallback", request);
    vi.stubGlobal("cancelIdleCallback", (handle: number) => waiting.delete(handle));
    const ran: string[] = [];
    whenIdle(() => ran.push("first"));
    const cancel = whenIdle(() => ran.push("cancelled"), 500);
    expect(request.mock.calls.map(([, options]) => options)).toEqual([{ timeout: 2000 }, { timeout: 500 }]);
    cancel();
    expect(ran).toEqual([]);
    for (const callback of waiting.values()) callback();
    expect(ran).toEqual(["first"]);
  });

  it("falls back to a timer where the browser has no idle callback (Safari)", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push("ran"));
    const cancel = whenIdle(() => ran.push("cancelled"));
    cancel();
    expect(ran).toEqual([]);
    vi.runAllTimers();
    expect(ran).toEqual(["ran"]);
  });
});
