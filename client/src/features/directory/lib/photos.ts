import { PERSON_PLACEHOLDER } from "@shared/listing";
import adrianaGarza from "../assets/adriana-garza.svg";
import elenaSaldivar from "../assets/elena-saldivar.svg";
import rosalindaTrevinoMaddox from "../assets/rosalinda-trevino-maddox.svg";

/** A few named professionals have photos bundled with the site. */
const bundledPhotos: Record<string, string> = {
  "Rosalinda Treviño-Maddox": rosalindaTrevinoMaddox,
  "Adriana Garza": adrianaGarza,
  "Elena Saldívar": elenaSaldivar,
};

/** Bundled photo, else the record's photoUrl, else the placeholder. */
export function professionalPhoto(p: { name: string; photoUrl: string | null }): string {
  return bundledPhotos[p.name] ?? (p.photoUrl || PERSON_PLACEHOLDER);
}
