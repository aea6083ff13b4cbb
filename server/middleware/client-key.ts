import { isIP } from "node:net";

/** Longest key kept for something that is not an IP address (it is still counted, but cannot bloat the table). */
const MAX_RAW_KEY = 64;

/**
 * Whom a rate limit counts, from req.ip. An IPv4 client counts by its address. An IPv6
 * client usually holds a whole /64 (one per home or server) and may use any address in it,
 * so it counts by its /64: otherwise it gets 2^64 fresh budgets. An IPv4-mapped address
 * (::ffff:1.2.3.4, what a dual-stack socket or proxy reports for an IPv4 peer) counts as the
 * IPv4 address it stands for, so both spellings share one counter. Zone ids (%eth0) are dropped.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? "").trim().replace(/%.*$/, "");
  if (!address) return "unknown";
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return address.slice(0, MAX_RAW_KEY);
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, expanding "::" and a dotted IPv4 tail. */
function ipv6Groups(address: string): number[] {
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((g) => g.toString(16)).join(":"),
  );
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
