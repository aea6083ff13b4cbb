import { z } from "zod";

/**
 * The API description of an email field written as text piped into z.email() (the description
 * shows the text side of a pipe): zod's own pattern, so it is as strict as the server.
 */
export const emailMeta = { format: "email", pattern: z.regexes.email.source };

/** An optional email where an empty field counts as none (POST /api/reports). */
export const emailOrEmptyMeta = { anyOf: [{ const: "" }, emailMeta] };
