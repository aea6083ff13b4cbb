import { ApiError, fieldErrorsOf, getJson, getJsonOrNull, getPage, postJson } from "./api-client";

type Answer = { status?: number; body?: string; headers?: Record<string, string>; statusText?: string };

/** Answers every fetch with `answer`; records what was asked. */
function answerWith(answer: Answer) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const { status = 200, body = "null", headers = {}, statusText } = answer;
    return Promise.resolve(new Response(status === 204 ? null : body, { status, headers, statusText }));
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("getJson and postJson", () => {
  it("always send credentials, and a JSON content type only with a body", async () => {
    const calls = answerWith({ body: '{"ok":true}' });
    expect(await getJson("/api/categories")).toEqual({ ok: true });
    expect(await postJson("/api/contact", { name: "Ana" })).toEqual({ ok: true });
    expect(calls[0]).toEqual({
      url: "/api/categories",
      init: expect.objectContaining({ method: "GET", credentials: "include", headers: { "Accept-Language": "en" }, body: undefined }),
    });
    expect(calls[1]).toEqual({
      url: "/api/contact",
      init: expect.objectContaining({
        method: "POST",
        credentials: "include",
        headers: { "Accept-Language": "en", "Content-Type": "application/json", "Idempotency-Key": expect.stringMatching(/^[\w-]{16,100}$/) },
        body: '{"name":"Ana"}',
      }),
    });
  });

  it("ask for the server's messages in the page's language: Spanish under /es (issue 29)", async () => {
    const calls = answerWith({ body: "{}" });
    vi.stubGlobal("window", { location: { pathname: "/es/contact" } });
    await postJson("/api/contact", { name: "Ana" });
    await getJson("/api/categories");
    expect(calls.map((c) => (c.init?.headers as Record<string, string>)["Accept-Language"])).toEqual(["es", "es"]);
  });

  it("send one Idempotency-Key per submission and the same one with the automatic retries after a lost answer (issue 26)", async () => {
    vi.useFakeTimers();
    const keys: string[] = [];
    let failures = 2;
    vi.stubGlobal("fetch", (_url: string, init?: RequestInit) => {
      keys.push((init?.headers as Record<string, string>)["Idempotency-Key"]!);
      if (failures-- > 0) return Promise.reject(new TypeError("Failed to fetch"));
      return Promise.resolve(new Response('{"ok":true}', { status: 201 }));
    });
    const answer = postJson("/api/contact", { name: "Ana" });
    await vi.runAllTimersAsync();
    expect(await answer).toEqual({ ok: true });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    const next = postJson("/api/contact", { name: "Ana" });
    await vi.runAllTimersAsync();
    await next;
    expect(keys[3]).not.toBe(keys[0]);
    vi.useRealTimers();
  });

  it("raise '{status}: {body}' with the JSON body's message kept apart", async () => {
    answerWith({ status: 400, body: '{"message":"Invalid email"}' });
    const err = await postJson("/api/contact", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: '400: {"message":"Invalid email"}', serverMessage: "Invalid email" });
  });

  it("keep a 400's fieldErrors, read as each field's first message, a list item's under its list (issue 28 item 3)", async () => {
    const fieldErrors = { phone: ["Phone must look like 210-555-0123", "second"], "socialMedia.1": ["Each social link must be a web address"], body: ["x"] };
    answerWith({ status: 400, body: JSON.stringify({ message: "phone: Phone must look like 210-555-0123; …", fieldErrors }) });
    const err = await postJson("/api/admin/professionals", {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, fieldErrors });
    expect(fieldErrorsOf(err)).toEqual({ phone: "Phone must look like 210-555-0123", socialMedia: "Each social link must be a web address" });
    answerWith({ status: 400, body: '{"message":"Invalid","fieldErrors":"not a map"}' });
    expect(fieldErrorsOf(await postJson("/api/x", {}).catch((e: unknown) => e))).toEqual({});
    expect(fieldErrorsOf(new Error("offline"))).toEqual({});
  });

  it("use the status text when the body is empty, and keep no server message for a non-JSON body", async () => {
    answerWith({ status: 503, body: "", statusText: "Service Unavailable" });
    await expect(getJson("/api/categories")).rejects.toMatchObject({ status: 503, message: "503: Service Unavailable", serverMessage: undefined });
    answerWith({ status: 502, body: "<html>bad gateway</html>" });
    await expect(getJson("/api/categories")).rejects.toMatchObject({ message: "502: <html>bad gateway</html>", serverMessage: undefined });
    for (const body of ["null", "[]", '"text"', '{"message":42}']) {
      answerWith({ status: 500, body });
      await expect(getJson("/api/categories")).rejects.toMatchObject({ message: `500: ${body}`, serverMessage: undefined });
    }
  });

  it("keep a 429's wait in seconds from Retry-After, or better-auth's X-Retry-After; none when absent or not a number", async () => {
    answerWith({ status: 429, body: "{}", headers: { "Retry-After": "120" } });
    await expect(postJson("/api/auth/sign-in/email", {})).rejects.toMatchObject({ status: 429, retryAfterSeconds: 120 });
    answerWith({ status: 429, body: "{}", headers: { "X-Retry-After": "7" } });
    await expect(postJson("/api/auth/sign-in/email", {})).rejects.toMatchObject({ retryAfterSeconds: 7 });
    for (const headers of [{}, { "Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT" }] as Record<string, string>[]) {
      answerWith({ status: 429, body: "{}", headers });
      await expect(postJson("/api/auth/sign-in/email", {})).rejects.toMatchObject({ retryAfterSeconds: undefined });
    }
  });

  it("let a network failure through as it is", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(getJson("/api/categories")).rejects.toThrow(new TypeError("Failed to fetch"));
  });
});

describe("getJsonOrNull", () => {
  it("gives null for a 404: the record does not exist", async () => {
    answerWith({ status: 404, body: '{"message":"No professional with id 7"}' });
    expect(await getJsonOrNull("/api/professionals/7")).toBeNull();
  });

  it("gives the record, and raises any other failure like getJson", async () => {
    answerWith({ body: '{"id":7}' });
    expect(await getJsonOrNull("/api/professionals/7")).toEqual({ id: 7 });
    answerWith({ status: 500, body: '{"message":"down"}' });
    await expect(getJsonOrNull("/api/professionals/7")).rejects.toMatchObject({ status: 500, message: '500: {"message":"down"}' });
  });
});

describe("getPage", () => {
  const page = { body: "[1,2]", headers: { "X-Total-Count": "61", "X-Next-Cursor": "abc" } };

  it("reads the rows, the total and the next cursor from the headers", async () => {
    const calls = answerWith(page);
    expect(await getPage("/api/businesses")).toEqual({ rows: [1, 2], total: 61, nextCursor: "abc" });
    expect(calls[0]!.init).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("appends the cursor with ? or &, encoded", async () => {
    const calls = answerWith(page);
    await getPage("/api/businesses", "a+b/c");
    await getPage("/api/professionals?search=tax", "abc");
    await getPage("/api/businesses", undefined);
    expect(calls.map((c) => c.url)).toEqual(["/api/businesses?cursor=a%2Bb%2Fc", "/api/professionals?search=tax&cursor=abc", "/api/businesses"]);
  });

  it("counts the rows when the total header is missing or not a number, and has no cursor on the last page", async () => {
    answerWith({ body: "[1,2,3]" });
    expect(await getPage("/api/businesses")).toEqual({ rows: [1, 2, 3], total: 3, nextCursor: undefined });
    answerWith({ body: "[1]", headers: { "X-Total-Count": "many" } });
    expect(await getPage("/api/businesses")).toEqual({ rows: [1], total: 1, nextCursor: undefined });
  });

  it("raises the generic error, or the endpoint's own message when it has one", async () => {
    answerWith({ status: 500, body: '{"message":"x"}' });
    await expect(getPage("/api/businesses")).rejects.toMatchObject({ status: 500, message: '500: {"message":"x"}' });
    await expect(getPage("/api/professionals", undefined, "Failed to fetch professionals")).rejects.toMatchObject({
      status: 500,
      message: "Failed to fetch professionals",
    });
  });
});
