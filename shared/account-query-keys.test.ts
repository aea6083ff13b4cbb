import * as accountKeys from "./account-query-keys";

/** Whether invalidating `prefix` reaches the query under `key` (React Query matches key prefixes). */
const reaches = (prefix: readonly unknown[], key: readonly unknown[]) => JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe("back-office query keys", () => {
  it("put every filtered page under its list's key, so a mutation's one invalidation refreshes them all", () => {
    expect(reaches(accountKeys.adminAudit(), accountKeys.adminAuditList({ entityType: "professional", entityId: "7" }))).toBe(true);
    expect(reaches(accountKeys.adminPayments(), accountKeys.adminPaymentList({ status: "succeeded" }))).toBe(true);
    expect(reaches(accountKeys.adminInboxLists(), accountKeys.adminInboxList("status=new"))).toBe(true);
  });

  it("keep the inbox's messages and listing drafts under its URL, and its lists apart from its messages", () => {
    expect(reaches(accountKeys.adminInbox(), accountKeys.adminInquiry(3))).toBe(true);
    expect(reaches(accountKeys.adminInbox(), accountKeys.adminListingDraft(3))).toBe(true);
    expect(reaches(accountKeys.adminInboxLists(), accountKeys.adminInquiry(3))).toBe(false);
  });

  it("start with the URL the default query function GETs", () => {
    expect(accountKeys.adminMe()[0]).toBe("/api/admin/me");
    expect(accountKeys.adminGold(7)).toEqual(["/api/admin/professionals/7/gold"]);
    expect(accountKeys.adminAudit()).toEqual(["/api/admin/audit"]);
    expect(accountKeys.adminPayments()).toEqual(["/api/admin/payments"]);
  });
});
