/**
 * Men on the Move sample people (fictional): the headline facts, shared by the page and the home page's
 * News section. Their photos and blurbs live with the page, so the home chunk carries only these strings.
 */
export const featuredMen = [
  {
    name: "Dr. Alan Serrano",
    anchor: "dr-alan-serrano",
    role: "Chief of Surgery, Westover Regional Hospital",
    when: "June 2013",
  },
  {
    name: "Raul Benavides Jr.",
    anchor: "raul-benavides-jr",
    role: "Dealer Principal, Benavides Family Motors",
    when: "June 2013",
  },
  {
    name: "Curtis Bell",
    anchor: "curtis-bell",
    role: "Executive Director, Eastside Builders Alliance",
    when: "July 2013",
  },
  {
    name: "Kenji Morales",
    anchor: "kenji-morales",
    role: "Founder, Morales Development",
    when: "July 2013",
  },
] as const;

export type FeaturedAnchor = (typeof featuredMen)[number]["anchor"];

export const archive2013 = [
  { name: "Tomas Ruelas", role: "Bank President", when: "February 2013" },
  { name: "Erik Brandt", role: "Engineering Firm Founder", when: "March 2013" },
  { name: "Marcus Delgado", role: "Hospital Vice President", when: "April 2013" },
  { name: "Samuel Ortiz", role: "Managing Partner, Law Firm", when: "May 2013" },
];

/** The sample key of each person's directory profile, where one exists (shared MEN_ON_THE_MOVE_PROFILES lists them). */
export const moverProfileKeys: Readonly<Record<string, string>> = {
  "Dr. Alan Serrano": "alan-serrano",
  "Kenji Morales": "kenji-morales",
  "Tomas Ruelas": "tomas-ruelas",
};

/** Finds a person's profile address by name; the page passes one built from the resolved profiles. */
export type ProfileLookup = (name: string) => string | undefined;
