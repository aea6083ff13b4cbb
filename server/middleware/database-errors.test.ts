import { DrizzleQueryError } from "drizzle-orm/errors";
import { describeError, isDatabaseUnavailable } from "./database-errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["an unknown host", withCode("getaddrinfo ENOTFOUND db", "ENOTFOUND")],
    ["PostgreSQL shutting down (57P01)", withCode("terminating connection due to administrator command", "57P01")],
    ["PostgreSQL starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["a connection exception (08006)", withCode("connection failure", "08006")],
    ["too many connections (53300)", withCode("sorry, too many clients already", "53300")],
    ["pg-pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["node-postgres' query timeout", new Error("Query read timeout")],
    ["a connection that died mid-query", new Error("Connection terminated unexpectedly")],
    ["every address refused (AggregateError)", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "")],
    ["a driver error wrapped by Drizzle", new DrizzleQueryError("select 1", [], withCode("connect ECONNREFUSED", "ECONNREFUSED"))],
  ])("is true for %s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation", new DrizzleQueryError("insert", [], withCode("duplicate key value", "23505"))],
    ["a syntax error", withCode("syntax error at or near", "42601")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["a non-error", "ECONNREFUSED"],
  ])("is false for %s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe("describeError", () => {
  it("keeps a failed query's SQL and cause but never its parameters (names, emails, message text)", () => {
    const err = new DrizzleQueryError(
      'insert into "inquiries" ("name", "message") values ($1, $2)',
      ["Maria Lopez", "my private message"],
      withCode("value too long", "22001"),
    );
    const described = describeError(err);
    expect(described).toMatchObject({ message: "value too long", code: "22001", query: 'insert into "inquiries" ("name", "message") values ($1, $2)' });
    expect(JSON.stringify(described)).not.toMatch(/Maria Lopez|my private message/);
  });

  it("describes other errors by name, message and code", () => {
    expect(describeError(withCode("boom", "E1"))).toMatchObject({ type: "Error", message: "boom", code: "E1" });
    expect(describeError("text")).toEqual({ type: "string", message: "text" });
  });
});
