import type { Business, Professional } from "./schema";

/**
 * Listing answers for unit and component tests (never imported by the app): every field at its
 * empty value, so a test names only what it is about.
 */
export const aProfessional = (overrides: Partial<Professional> = {}): Professional => ({
  id: 7,
  name: "Ana Sample",
  title: "CPA",
  titleEs: null,
  company: null,
  photoUrl: null,
  phone: null,
  email: null,
  address: null,
  bio: null,
  bioEs: null,
  businessId: null,
  categoryId: null,
  category: null,
  categoryEs: null,
  website: null,
  education: [],
  awards: [],
  specialties: [],
  specialtiesEs: [],
  languages: ["en"],
  socialMedia: [],
  goldUntil: null,
  hours: null,
  latitude: null,
  longitude: null,
  ...overrides,
});

export const aBusiness = (overrides: Partial<Business> = {}): Business => ({
  id: 3,
  name: "Sample Bakery",
  description: null,
  descriptionEs: null,
  address: null,
  phone: null,
  website: null,
  logoUrl: null,
  categoryId: null,
  category: null,
  categoryEs: null,
  email: null,
  zipCode: null,
  services: [],
  servicesEs: [],
  languages: ["en"],
  socialMedia: [],
  hours: null,
  latitude: null,
  longitude: null,
  ...overrides,
});
