// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { lazyScreen } from "./router";

function Page({ label }: { label?: string }) {
  return <p>{label ?? "the screen"}</p>;
}

/** A screen module that arrives when the test says so, counting how often it was asked for. */
function slowModule() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => ({ default: Page })));
  return { load, arrive };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>waiting</p>}>{node}</Suspense>;

describe("lazyScreen", () => {
  it("without preload, suspends behind the fallback until its module comes (React's lazy)", async () => {
    const { load, arrive } = slowModule();
    const { Screen } = lazyScreen(load);
    render(inSuspense(<Screen />));
    expect(screen.getByText("waiting")).toBeTruthy();
    arrive();
    expect(await screen.findByText("the screen")).toBeTruthy();
  });

  it("once preloaded, renders the screen in the first commit, never its fallback, with the router's props", async () => {
    const { load, arrive } = slowModule();
    const { Screen, preload } = lazyScreen(load);
    const loading = preload();
    arrive();
    await loading;
    const Labelled = Screen as React.ComponentType<{ label: string }>;
    render(inSuspense(<Labelled label="with props" />));
    expect(screen.getByText("with props")).toBeTruthy();
    expect(screen.queryByText("waiting")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
