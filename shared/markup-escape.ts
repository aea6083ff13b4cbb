/**
 * Text made safe inside HTML, SVG or XML, in an element or a quoted attribute: & < > " ' as
 * numeric character references. The one escape of every page head, sitemap, feed, badge,
 * monogram and cover the server or the client writes as markup. No dependencies: the visitors'
 * cards import it (through the monogram).
 */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
