import type { RequestHandler } from "express";
import type { ErrorResponse } from "@shared/schema";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@shared/storable-text";

const MAX_DEPTH = 20;

/** The path of the first string (key or value) that PostgreSQL cannot store, or undefined. */
function findInvalid(value: unknown, path: string[], depth = 0): string[] | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : path;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, "(key)"];
    const found = findInvalid(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000 and jsonb refuses lone surrogates: such a value would
 * reach the database and fail there as a 500. It is refused up front instead, as a 400
 * naming the field like a validation error.
 */
export const rejectInvalidText: RequestHandler = (req, res, next) => {
  const found = findInvalid(req.body, []) ?? findInvalid(req.query, []);
  if (!found) return next();
  const field = found.join(".") || "body";
  const problem = UNSTORABLE_TEXT_MESSAGE;
  const answer: ErrorResponse = { message: `${field}: ${problem}`, fieldErrors: { [field]: [problem] } };
  res.status(400).json(answer);
};
