/**
 * What an imported row must hold: the back office's own listing contracts (the create and
 * edit forms use them too), so a row is accepted exactly when the same values typed into the
 * form would be, with the same messages, and stored normalised the same way (phones as
 * 210-555-0123, text trimmed, blank list lines dropped). read-rows.ts picks the file's columns.
 */
export { businessInputSchema as businessRowSchema, professionalInputSchema as professionalRowSchema } from "@shared/admin/listings";
