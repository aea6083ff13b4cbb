/** Words for the log's raw names: fields as the forms label them, entity types and verbs as staff say them. */
const fieldLabels: Record<string, string> = {
  name: "Name",
  title: "Title",
  company: "Company",
  description: "Description",
  bio: "Bio",
  phone: "Phone",
  email: "Email",
  website: "Website",
  address: "Address",
  zipCode: "ZIP code",
  photoUrl: "Photo",
  logoUrl: "Logo",
  categoryId: "Category",
  businessId: "Business",
  slug: "Web address",
  hours: "Opening hours",
  services: "Services",
  education: "Education",
  awards: "Awards",
  specialties: "Specialties",
  socialMedia: "Social links",
  externalId: "External id",
  latitude: "Latitude",
  longitude: "Longitude",
  unpublishedAt: "Unpublished on",
  staffCheckedAt: "Checked by staff on",
  ownerUpdatedAt: "Updated by the owner on",
  goldUntil: "Gold until",
  role: "Role",
  status: "Status",
  assigneeId: "Assigned to",
  requireAdminTwoFactor: "Two-factor required for admins",
  // Issue 29: the Spanish twins and the languages spoken.
  nameEs: "Name (Spanish)",
  titleEs: "Title (Spanish)",
  bioEs: "Bio (Spanish)",
  descriptionEs: "Description (Spanish)",
  specialtiesEs: "Specialties (Spanish)",
  servicesEs: "Services (Spanish)",
  languages: "Languages spoken",
};

const entityLabels: Record<string, string> = {
  professional: "Professional",
  business: "Business",
  category: "Category",
  user: "Staff member",
  gold: "Gold listing",
  payment: "Payment",
  inquiry: "Message",
  import: "Import",
  claim_request: "Claim",
  pending_change: "Owner change",
  listing_owner: "Listing owner",
  settings: "Settings",
  setting: "Setting",
  staff: "Staff member",
  listing_photo: "Photo",
};

const verbLabels: Record<string, string> = {
  create: "created",
  update: "edited",
  delete: "deleted",
  publish: "published",
  unpublish: "unpublished",
  checked: "marked checked",
  revert: "reverted",
  invite: "invited",
  reinvite: "invited again",
  remove: "removed",
  role_change: "role changed",
  refund: "refunded",
  grant: "granted",
  extend: "extended",
  revoke: "revoked",
  apply: "applied",
  approve: "approved",
  reject: "rejected",
  subscribe: "subscribed",
  billing_portal: "billing opened",
  note: "note added",
  reply: "replied to",
  owner_answered: "answered by the owner",
  owner_update: "edited by the owner",
  owner_change_request: "change requested by the owner",
  hours_update: "hours edited",
};

/** "zipCode" → "Zip code": the fallback for a field no form labels. */
const sentence = (key: string) => {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const fieldLabel = (key: string) => fieldLabels[key] ?? sentence(key);
export const entityLabel = (type: string) => entityLabels[type] ?? sentence(type);

/** "professional.update" → "Professional edited"; the words of a prefix other than the entity type are kept ("Staff role changed"). */
export function actionLabel(action: string): string {
  const dot = action.lastIndexOf(".");
  if (dot < 0) return sentence(action);
  const subject = action.slice(0, dot);
  const verb = action.slice(dot + 1);
  return `${entityLabels[subject] ?? sentence(subject)} ${verbLabels[verb] ?? sentence(verb).toLowerCase()}`;
}
