import type { Business, Professional } from "./schema";

/**
 * Listing answers for unit and component tests (never imported by the app): every field at its
 * empty value, so a test names only what it is about.
 */
export const aProfessional = (overrides: Partial<Professional> = {}): Professional => ({
  id: 7,
  name: "Ana Sample",
  title: "CPA",
  company: null,
  photoUrl: null,
  phone: null,
  email: null,
  address: null,
  bio: null,
  businessId: null,
  categoryId: null,
  category: null,
  website: null,
  education: [],
  awards: [],
  specialties: [],
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
  address: null,
  phone: null,
  website: null,
  logoUrl: null,
  categoryId: null,
  category: null,
  email: null,
  zipCode: null,
  services: [],
  socialMedia: [],
  hours: null,
  latitude: null,
  longitude: null,
  ...overrides,
});
