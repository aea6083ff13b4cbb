/**
 * Business cards split an address into a street line and a city/state/zip
 * line. The comma-separated part holding a two-letter state plus a 5-digit zip, or
 * " TX " / " Texas ", starts the second line; otherwise the split is at the last comma.
 * Where the part before the state is a bare city name ("San Antonio, TX 78205") the
 * city goes on the second line with its state, as a reader expects.
 */
const STATE_PART = /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\sTX\s|\sTexas\s/;
const STREET_END =
  /^(.*\b(?:St|Street|Rd|Road|Ave|Avenue|Pkwy|Parkway|Dr|Drive|Blvd|Boulevard|Ln|Lane|Hwy|Highway|Way|Plaza|Loop|Ct|Court|Trl|Trail|Cir|Circle|Expy|Fwy)\.?(?:\s+(?:#|Ste\.?|Suite|Unit)\s*\S+)?)\s+(.+)$/;

export function splitAddress(address: string): [street: string, cityLine: string] {
  const text = address.trim().replace(/\s+/g, " ");
  const parts = text.split(",").map((p) => p.trim());
  const stateIndex = parts.findIndex((p) => STATE_PART.test(` ${p} `));

  if (stateIndex > 0) {
    const start = stateIndex >= 2 && !/\d/.test(parts[stateIndex - 1]!) ? stateIndex - 1 : stateIndex;
    return [parts.slice(0, start).join(", "), parts.slice(start).join(", ")];
  }
  if (stateIndex === 0) {
    // One part holds street and city ("18745 Stone Oak Pkwy San Antonio TX 78258"):
    // the street ends at its last street-type word.
    const match = STREET_END.exec(parts[0]!);
    if (match && STATE_PART.test(` ${match[2]} `)) return [match[1]!, [match[2]!, ...parts.slice(1)].join(", ")];
  }
  const lastComma = text.lastIndexOf(",");
  if (lastComma > 0) return [text.slice(0, lastComma).trim(), text.slice(lastComma + 1).trim()];
  return [text, ""];
}
