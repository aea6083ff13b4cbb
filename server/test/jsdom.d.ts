/** The part of jsdom's API the server tests use (jsdom ships no types; @types/jsdom is not a dependency). */
declare module "jsdom" {
  export class JSDOM {
    /** Throws on XML that is not well-formed when `contentType` is an XML type. */
    constructor(markup: string, options?: { contentType?: string; url?: string });
    readonly window: Window & typeof globalThis;
  }
}
