import { notificationFor } from "./notification";
import { retryDelayMs } from "./outbox-worker";

const inquiry = {
  id: 42,
  kind: "news" as const,
  name: "Curtis\r\nBcc: everyone@example.com",
  email: "curtis@example.com",
  message: "NEWS SUBMISSION\n\nNews: Named executive director.",
  professionalName: null,
  createdAt: new Date("2025-03-01T15:00:00Z"),
};

describe("owner notification", () => {
  it("keeps a visitor's line breaks out of the subject, so no header can be injected", () => {
    const mail = notificationFor(inquiry, "owner@example.com");
    expect(mail.subject).toBe("New news submission from Curtis Bcc: everyone@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.to).toBe("owner@example.com");
  });

  it("carries the id, sender, time and the whole message", () => {
    const { body } = notificationFor({ ...inquiry, name: "Curtis Bell", kind: "contact", professionalName: "Dr. Ana Reyes" }, "owner@example.com");
    expect(body).toContain("Inquiry: #42");
    expect(body).toContain("From: Curtis Bell <curtis@example.com>");
    expect(body).toContain("About: Dr. Ana Reyes");
    expect(body).toContain("Received: 2025-03-01T15:00:00.000Z");
    expect(body).toContain("News: Named executive director.");
  });
});

describe("retry backoff", () => {
  it("doubles after each failed attempt up to the cap", () => {
    const backoff = { baseMs: 5000, maxMs: 600_000 };
    expect([1, 2, 3, 4, 8, 20].map((n) => retryDelayMs(n, backoff))).toEqual([5000, 10_000, 20_000, 40_000, 600_000, 600_000]);
  });
});
