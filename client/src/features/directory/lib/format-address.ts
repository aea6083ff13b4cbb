import { splitAddress } from "./split-address";

/**
 * One format for every address the site shows (listings arrive written many ways: "Suite 300, 712 N
 * St Mary's St, San Antonio, Texas 78205", "18745 Stone Oak Pkwy San Antonio TX 78258"):
 *
 *   712 N St Mary's St, Suite 300
 *   San Antonio, TX 78205
 *
 * the unit after the street, "Suite" spelled out, the city, a comma, the state's two letters and
 * the ZIP. A line it cannot read is kept as it was written.
 */
const LEADING_UNIT = /^(?:Suite|Ste\.?|Unit|#)\s*([\w-]+)\s*(?:,|-|–)\s*(.+)$/i;
const SHORT_SUITE = /\b(?:Ste\.?)\s+([\w-]+)/gi;
const CITY_LINE = /^(.*?)(?:,\s*|\s+)(?:TX|Texas)\.?(?:\s+(\d{5}(?:-\d{4})?))?$/i;

function street(line: string): string {
  const unit = LEADING_UNIT.exec(line);
  const moved = unit ? `${unit[2]}, Suite ${unit[1]}` : line;
  return moved.replace(SHORT_SUITE, "Suite $1");
}

function cityLine(line: string): string {
  const match = CITY_LINE.exec(line);
  if (!match) return line;
  const [, city, zip] = match;
  return [city?.trim(), `TX${zip ? ` ${zip}` : ""}`].filter(Boolean).join(", ");
}

/** The street line and the city line of an address, in the site's one format. */
export function addressLines(address: string): [street: string, cityLine: string] {
  const [first, second] = splitAddress(address);
  return [street(first), cityLine(second)];
}

/** The address on one line: "712 N St Mary's St, Suite 300, San Antonio, TX 78205". */
export const formatAddress = (address: string) => addressLines(address).filter(Boolean).join(", ");
