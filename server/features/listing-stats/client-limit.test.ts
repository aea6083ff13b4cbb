import { ClientWindows } from "../../lib/client-windows";
import { memoryLimit } from "./client-limit";

const limited = (check: (client: string, now?: number) => void, client: string, now: number) => {
  try {
    check(client, now);
    return false;
  } catch {
    return true;
  }
};

describe("the beacon's per-client limit", () => {
  it("keeps limiting clients already seen when a flood of new addresses fills it: only the oldest is forgotten", () => {
    const check = memoryLimit({ limit: 2, windowMs: 60_000, maxClients: 3 });
    const t = 1_000_000;
    for (const client of ["a", "b", "c"]) for (let i = 0; i < 2; i += 1) check(client, t + i);
    expect(limited(check, "b", t + 10)).toBe(true);
    // A fourth client arrives while every window is live: "a", the oldest, makes room.
    expect(limited(check, "d", t + 20)).toBe(false);
    expect(limited(check, "b", t + 30)).toBe(true);
    expect(limited(check, "c", t + 40)).toBe(true);
    expect(limited(check, "a", t + 50)).toBe(false);
  });

  it("gives a client a new budget once its window has passed", () => {
    const check = memoryLimit({ limit: 1, windowMs: 1000, maxClients: 10 });
    check("a", 0);
    expect(limited(check, "a", 500)).toBe(true);
    expect(limited(check, "a", 1000)).toBe(false);
  });
});

describe("ClientWindows", () => {
  it("drops expired windows before live ones and never holds more than its bound", () => {
    const windows = new ClientWindows<number>(100, 2);
    windows.current("old", () => 1, 0);
    windows.current("live", () => 2, 50);
    // At 120 "old" has expired: it goes, "live" stays.
    windows.current("new", () => 3, 120);
    expect(windows.size).toBe(2);
    expect(windows.current("live", () => 0, 130)).toBe(2);
    // A renewed window counts as the newest: "new" (opened at 120) is the oldest at 200.
    windows.current("live", () => 4, 160);
    windows.current("third", () => 5, 200);
    expect(windows.current("live", () => 0, 210)).toBe(4);
    expect(windows.current("new", () => 0, 210)).toBe(0);
  });
});
