import { ApiError } from "@/lib/api-client";

export type FormKind = "contact" | "advertising" | "news";

interface FormTexts {
  /** 'Missing Information' toast text; the contact form relies on the browser instead. */
  missing?: string;
  successTitle: string;
  successText: string;
  /** Used when the server answers non-OK without a message. */
  serverFallback: string;
  /** Used when the request fails without any message (e.g. no connection). */
  toastFallback: string;
}

/** Every text word for word as the forms have always shown them (the tests check them). */
export const FORM_TEXTS: Record<FormKind, FormTexts> = {
  advertising: {
    missing: "Please fill in your business name, contact name, and email address.",
    successTitle: "Inquiry Submitted!",
    successText: "We'll contact you within 24 hours.",
    serverFallback: "Failed to submit advertising inquiry",
    toastFallback: "Failed to submit inquiry. Please try again later.",
  },
  news: {
    missing: "Please fill in your name, email, and news details.",
    successTitle: "News Submitted!",
    successText: "We'll review it and get back to you soon.",
    serverFallback: "Failed to submit news",
    toastFallback: "Failed to submit news. Please try again later.",
  },
  contact: {
    successTitle: "Message Sent!",
    successText: "Thank you for your inquiry. We'll get back to you soon.",
    serverFallback: "Failed to send message",
    toastFallback: "Failed to send message. Please try again later.",
  },
};

export const MISSING_TITLE = "Missing Information";
export const ERROR_TITLE = "Error";

/** What the forms' fields are called in a sentence. */
const FIELD_WORDS: Record<string, string> = { name: "your name", email: "your email address", message: "your message" };

/**
 * The server's validation words ("name is required", several joined by "; ") as a person would
 * say them: a name of only spaces passes the browser's check but not the server's.
 */
function humanMessage(text: string): string {
  const parts = text.split("; ").map((part) => {
    const required = /^(\w+) is required$/.exec(part);
    if (required) return `Please enter ${FIELD_WORDS[required[1]!] ?? `the ${required[1]}`}.`;
    return part ? part.charAt(0).toUpperCase() + part.slice(1) + (/[.!?]$/.test(part) ? "" : ".") : part;
  });
  return parts.join(" ");
}

/** The server's message in a person's words; else the non-OK fallback; else the general one. */
export function errorToastText(kind: FormKind, err: unknown): string {
  if (err instanceof ApiError) {
    const text = err.serverMessage?.trim();
    return text ? humanMessage(text) : FORM_TEXTS[kind].serverFallback;
  }
  return FORM_TEXTS[kind].toastFallback;
}
