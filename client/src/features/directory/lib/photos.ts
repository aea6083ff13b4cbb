import { monogramDataUri } from "@shared/monogram";
import adrianaGarza from "../assets/adriana-garza.svg";
import elenaSaldivar from "../assets/elena-saldivar.svg";
import rosalindaTrevinoMaddox from "../assets/rosalinda-trevino-maddox.svg";

/** A few named professionals have photos bundled with the site. */
const bundledPhotos: Record<string, string> = {
  "Rosalinda Treviño-Maddox": rosalindaTrevinoMaddox,
  "Adriana Garza": adrianaGarza,
  "Elena Saldívar": elenaSaldivar,
};

/** Bundled photo, else the record's photoUrl, else the person's monogram. */
export function professionalPhoto(p: { name: string; photoUrl: string | null }): string {
  return bundledPhotos[p.name] ?? (p.photoUrl || personMonogram(p.name));
}

/** A person's initials on their colour (shared/monogram.ts): no photo, or one that failed to load. */
export const personMonogram = (name: string) => monogramDataUri(name, "person");
/** A business's initials on its colour, instead of a shared house picture. */
export const businessMonogram = (name: string) => monogramDataUri(name, "business");
