/** U+0000, or half of a UTF-16 surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can hold this text: its text type refuses U+0000 ("invalid byte sequence
 * for encoding UTF8: 0x00") and jsonb refuses lone surrogates, each a 500 if it got that far.
 * One test for the request check of /api, the cursor decoder and the page filters.
 */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, "g");
/** The text with each U+0000 and lone surrogate replaced by U+FFFD, the replacement character. */
export const toStorableText = (text: string): string => text.replace(UNSTORABLE_ALL, "\uFFFD");

export const UNSTORABLE_TEXT_MESSAGE = "must be text without null characters or broken Unicode";
