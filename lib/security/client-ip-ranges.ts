// IP addresses and CIDR ranges for the client-address rule (client-ip.ts): parsing, one canonical
// spelling per address, and range membership. Pure, without node:net, so it runs anywhere.

interface ParsedIp {
  version: 4 | 6;
  bytes: number[];
}

/** A trusted proxy: an address or a CIDR range (an address is a range of one). */
export interface IpRange {
  version: 4 | 6;
  bytes: number[];
  prefix: number;
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    // No leading zeros: "010" is octal to some parsers and decimal to others.
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function parseGroups(text: string): number[] | null {
  if (text === "") return [];
  const groups: number[] = [];
  for (const group of text.split(":")) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    groups.push(Number.parseInt(group, 16));
  }
  return groups;
}

function parseIpv6(input: string): number[] | null {
  // A zone (fe80::1%eth0) names the local interface, not a different host.
  let text = input.split("%")[0] ?? "";
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  if (lastColon >= 0 && text.includes(".", lastColon)) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (!v4) return null;
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
    text = text.slice(0, lastColon + 1) + "0"; // a placeholder group, dropped below
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  let groups: number[];
  if (halves.length === 2) {
    const left = parseGroups(halves[0]!);
    const right = parseGroups(halves[1]!);
    if (!left || !right) return null;
    if (tail.length) right.pop();
    const missing = 8 - left.length - right.length - tail.length;
    if (missing < 1) return null;
    groups = [...left, ...new Array<number>(missing).fill(0), ...right, ...tail];
  } else {
    const all = parseGroups(text);
    if (!all) return null;
    if (tail.length) all.pop();
    groups = [...all, ...tail];
    if (groups.length !== 8) return null;
  }
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

function parseIp(text: string): ParsedIp | null {
  if (text.length > 64) return null;
  const v4 = parseIpv4(text);
  if (v4) return { version: 4, bytes: v4 };
  const v6 = text.includes(":") ? parseIpv6(text) : null;
  if (!v6) return null;
  // ::ffff:a.b.c.d is how a dual-stack socket reports an IPv4 client: the same client as a.b.c.d.
  const mapped = v6.slice(0, 10).every((b) => b === 0) && v6[10] === 0xff && v6[11] === 0xff;
  return mapped ? { version: 4, bytes: v6.slice(12) } : { version: 6, bytes: v6 };
}

function formatIp({ version, bytes }: ParsedIp): string {
  if (version === 4) return bytes.join(".");
  const groups = Array.from({ length: 8 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
  // RFC 5952: the longest run of two or more zero groups (the first of equals) becomes "::".
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}

/** The address in one spelling (IPv4-mapped IPv6 as IPv4, IPv6 as RFC 5952); null if not an address. */
export function canonicalIp(text: string): string | null {
  const parsed = parseIp(text.trim());
  return parsed ? formatIp(parsed) : null;
}

/**
 * The address as per-address limits count it: an IPv4 address as itself, an IPv6 address as its
 * /64 network ("2001:db8:1:2::/64"). A subscriber is given at least a whole /64 (RFC 6177, the
 * RIPE-690 best practice gives a /56 or /48) and picks any address in it at will (privacy
 * addresses, RFC 8981), so counting single IPv6 addresses gives one client 2^64 fresh budgets.
 * IPv4-mapped IPv6 (::ffff:a.b.c.d) is the IPv4 client; a zone (%eth0) is dropped. Null when the
 * text is not an address. Idempotent on its own answers for IPv4; every limiter keys through it.
 */
export function rateLimitAddress(text: string): string | null {
  const parsed = parseIp(text.trim());
  if (!parsed) return null;
  if (parsed.version === 4) return formatIp(parsed);
  const network = [...parsed.bytes.slice(0, 8), ...new Array<number>(8).fill(0)];
  return `${formatIp({ version: 6, bytes: network })}/64`;
}

/**
 * One X-Forwarded-For hop as an address: some proxies add a port ("203.0.113.9:51234",
 * "[2001:db8::9]:443"). Null when it is not an address.
 */
export function hopAddress(hop: string): string | null {
  let text = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.indexOf(":"));
  return canonicalIp(text);
}

function parseRange(entry: string): IpRange | null {
  const [address = "", prefixText, ...rest] = entry.split("/");
  if (rest.length) return null;
  const parsed = parseIp(address);
  if (!parsed) return null;
  const max = parsed.version === 4 ? 32 : 128;
  if (prefixText === undefined) return { ...parsed, prefix: max };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= max ? { ...parsed, prefix } : null;
}

/**
 * TRUSTED_PROXIES: addresses or CIDR ranges (IPv4 and IPv6), separated by commas or spaces.
 * Throws naming every entry it cannot read.
 */
export function parseTrustedProxies(list: string): IpRange[] {
  const entries = list.split(/[\s,]+/).filter((e) => e !== "");
  const ranges = entries.map((entry) => ({ entry, range: parseRange(entry) }));
  const invalid = ranges.filter((r) => r.range === null).map((r) => r.entry);
  if (invalid.length) throw new Error(`not an IP address or CIDR range: ${invalid.join(", ")}`);
  return ranges.map((r) => r.range!);
}

/** Whether the (canonical or not) address lies in one of the ranges. */
export function isTrustedProxy(address: string, ranges: readonly IpRange[]): boolean {
  const parsed = parseIp(address);
  if (!parsed) return false;
  return ranges.some((range) => {
    if (range.version !== parsed.version) return false;
    for (let bit = 0; bit < range.prefix; bit++) {
      const mask = 0x80 >> bit % 8;
      const byte = Math.floor(bit / 8);
      if ((range.bytes[byte]! & mask) !== (parsed.bytes[byte]! & mask)) return false;
    }
    return true;
  });
}
