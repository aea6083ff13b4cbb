// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OwnerPhoto } from "@shared/media";
import { json, renderAt, stubFetch } from "@/test/render";
import AdminListingsScreen from "./admin-listings";

/** Issue 28 item 3: staff upload a listing's photos with the owners' upload component, on the back office's routes. */
const hash = (c: string) => c.repeat(64);
const PHOTO: OwnerPhoto = {
  id: 5,
  purpose: "photo",
  position: 0,
  alt: "Ana at her desk",
  variants: [{ width: 96, height: 96, webp: hash("a"), avif: hash("b") }],
  createdAt: "2026-11-20T15:00:00.000Z",
};
const LISTING = {
  id: 12,
  name: "Ana Sample",
  title: "Baker",
  photoUrl: "/images/team/ana-sample.jpg",
  unpublishedAt: null,
  updatedAt: "2026-11-20T15:00:00.000Z",
};

/** The upload goes through XMLHttpRequest (for its progress): each request is kept and answered with `answer`. */
function stubUploads(answer: { status: number; body: unknown }) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = "";
    private url = "";
    open(method: string, url: string) {
      [this.method, this.url] = [method, url];
    }
    setRequestHeader() {}
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, body });
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());
// The first find waits out the screen's lazy chunks and first queries, slower on a loaded machine than the default 1 s.

describe("/admin/listings/:kind/:id photos", () => {
  it("lists the listing's photos from /api/admin, has no photo address field, and shows the older address with a way to remove it", async () => {
    const calls: { url: string; body?: unknown }[] = [];
    let listing: Record<string, unknown> = LISTING;
    stubFetch((url, init) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/admin/professionals/12/photos") return json([PHOTO]);
      if (init?.method === "PATCH") listing = { ...LISTING, photoUrl: null, updatedAt: "2026-11-20T16:00:00.000Z" };
      return url.includes("categories") || url.startsWith("/api/admin/audit") ? json([]) : url.endsWith("/stats") ? json({}, 404) : json(listing);
    });
    renderAt("/professionals/12", <AdminListingsScreen />);
    const photos = await screen.findByRole("list", { name: "Your photos and logos" }, { timeout: 5000 });
    expect(within(photos).getByRole("img", { name: "Ana at her desk" })).toHaveAttribute("src", `/media/${hash("a")}.webp`);
    expect(screen.queryByRole("textbox", { name: "Photo" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Current photo from a web address" })).toBeInTheDocument();
    expect(screen.getByText("/images/team/ana-sample.jpg")).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Remove this address" }));
    await waitFor(() => expect(calls.find((c) => c.body !== undefined)).toEqual({ url: "/api/admin/professionals/12", body: { photoUrl: null } }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Current photo from a web address" })).toBeNull());
  });

  it("says what is missing next to its field and focuses it, then uploads to the back office's route and shows the server's field error beside alt", async () => {
    stubFetch((url) =>
      url.endsWith("/photos") || url.includes("categories") ? json([]) : url.endsWith("/stats") ? json({}, 404) : json({ ...LISTING, photoUrl: null }),
    );
    const sent = stubUploads({
      status: 400,
      body: { message: "alt cannot be stored", fieldErrors: { alt: ["alt contains characters that cannot be stored"] } },
    });
    renderAt("/professionals/12", <AdminListingsScreen />);
    const user = userEvent.setup({ delay: null });
    const file = await screen.findByLabelText(/Image file/, undefined, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Choose an image file.")).toBeInTheDocument();
    expect(file).toHaveAttribute("aria-invalid", "true");
    expect(file).toHaveFocus();

    await user.upload(file as HTMLInputElement, new File([new Uint8Array([0xff, 0xd8, 0xff])], "ana.jpg", { type: "image/jpeg" }));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    const alt = screen.getByRole("textbox", { name: /Describe the image/ });
    expect(await screen.findByText("Describe the image for people who cannot see it.")).toBeInTheDocument();
    expect(alt).toHaveFocus();

    await user.type(alt, "Ana at her desk");
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("alt contains characters that cannot be stored")).toBeInTheDocument();
    expect(alt).toHaveAttribute("aria-invalid", "true");
    expect(sent.map((s) => [s.method, s.url])).toEqual([["POST", "/api/admin/professionals/12/photos?purpose=photo&alt=Ana+at+her+desk"]]);
  });
});
