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

/** The server's message; else the non-OK fallback; else the general one. */
export function errorToastText(kind: FormKind, err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage?.trim() || FORM_TEXTS[kind].serverFallback;
  return FORM_TEXTS[kind].toastFallback;
}
