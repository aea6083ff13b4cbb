// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AccountMessage } from "@shared/account/messages";
import { json, renderAt, stubFetch } from "@/test/render";
import { MessagesSection } from "./messages-section";

afterEach(() => vi.unstubAllGlobals());

const message = (over: Partial<AccountMessage>): AccountMessage => ({
  id: 5,
  kind: "contact",
  name: "Maria Lopez",
  email: "maria@example.com",
  message: "Are you open Saturday?",
  createdAt: "2026-11-23T18:00:00.000Z",
  answeredAt: null,
  ...over,
});

describe("<MessagesSection />", () => {
  it("shows messages and reports, and marks one answered with a toast", async () => {
    const posts: string[] = [];
    let answered = false;
    stubFetch((url, init) => {
      if (init?.method === "POST") {
        posts.push(url);
        answered = true;
        return json(message({ answeredAt: "2026-11-23T19:00:00.000Z" }));
      }
      return json([
        message({ id: 6, kind: "report", name: "Report a change", email: null, message: "Reason: Wrong phone" }),
        message(answered ? { answeredAt: "2026-11-23T19:00:00.000Z" } : {}),
      ]);
    });
    renderAt("/", <MessagesSection kind="professional" id={12} />);
    const items = await screen.findAllByTestId("owner-message");
    expect(within(items[0]!).getByText("Change reported by a visitor")).toBeInTheDocument();
    expect(within(items[1]!).getByRole("link", { name: "maria@example.com" })).toHaveAttribute("href", "mailto:maria@example.com");
    await userEvent.click(within(items[1]!).getByRole("button", { name: /Mark answered/ }));
    expect(await screen.findByText("Marked answered")).toBeInTheDocument();
    expect(posts).toEqual(["/api/account/listings/professional/12/messages/5/answered"]);
    expect(await within(items[1]!).findByText(/^Answered /)).toBeInTheDocument();
  });

  it("says so when there are no messages, and when they cannot load", async () => {
    stubFetch(() => json([]));
    const { unmount } = renderAt("/", <MessagesSection kind="business" id={3} />);
    expect(await screen.findByText(/No reported changes yet/)).toBeInTheDocument();
    unmount();
    stubFetch(() => json({ message: "boom" }, 500));
    renderAt("/", <MessagesSection kind="business" id={3} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load your messages.");
  });
});
