import type { OwnerLead } from "@shared/leads";
import { leads, type LeadRow } from "../../db/lead-schema";

/** The columns an owner (or staff) reads of a lead. */
export const leadColumns = {
  id: leads.id,
  kind: leads.kind,
  status: leads.status,
  needed: leads.needed,
  whenKind: leads.whenKind,
  whenFrom: leads.whenFrom,
  whenTo: leads.whenTo,
  budget: leads.budget,
  replyBy: leads.replyBy,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  locale: leads.locale,
  createdAt: leads.createdAt,
  firstRepliedAt: leads.firstRepliedAt,
  replyChannel: leads.replyChannel,
};
export type LeadViewRow = Pick<LeadRow, keyof typeof leadColumns>;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function toOwnerLead(row: LeadViewRow): OwnerLead {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    needed: row.needed,
    when: row.whenKind,
    whenFrom: row.whenFrom,
    whenTo: row.whenTo,
    budget: row.budget,
    replyBy: row.replyBy,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: iso(row.createdAt)!,
    firstRepliedAt: iso(row.firstRepliedAt),
    replyChannel: row.replyChannel,
  };
}
