import { countOf } from "@shared/plural";

/** The home grid's count line as the page writes it: "1 professional found in San Antonio, Texas", "12 professionals found …". */
export const professionalsFound = (n: number) => `${countOf(n, "professional", undefined, String(n))} found in San Antonio, Texas`;
