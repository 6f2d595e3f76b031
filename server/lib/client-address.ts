import { BlockList, isIPv4, isIPv6 } from 'node:net';

/*
 * Who is the client, for the per-client limits (server/lib/attempt-limits.ts): not an exact address but the network
 * one customer controls. IPv4: the address itself. IPv6: its /64 (the usual allocation of one customer line, so
 * one customer cannot buy 2⁶⁴ fresh counters). Behind a reverse proxy, the client comes from `X-Forwarded-For` —
 * only when the connection itself comes from a proxy listed in `TRUSTED_PROXIES`; anyone else's header is ignored.
 */

/**
 * Parsed `TRUSTED_PROXIES`: a comma- or space-separated list of CIDR blocks (`10.0.0.0/8`, `fd00::/8`) or single
 * addresses (`127.0.0.1`, `::1`). Empty (the default): no proxy is trusted and the socket's address counts.
 * Strict: a prefix is 1 to 3 digits within the family's length (`10.0.0.0/`, `/-0`, `/08x` are refused, never read
 * as `/0`, which would trust every address).
 * @throws Error naming the entry when one is not an IP address or CIDR block (the server refuses to start).
 */
export function parseTrustedProxies(value: string | undefined): BlockList | null {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const parts = entry.split('/');
    const address = parts[0] ?? '';
    const prefixText = parts[1];
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const max = type === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!type || parts.length > 2 || !Number.isInteger(prefix) || prefix > max)
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR block`);
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** `::ffff:192.0.2.1` → `192.0.2.1` (an IPv4 client on a dual-stack socket); other addresses unchanged. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m?.[1] ?? address;
}

function isTrusted(list: BlockList | null, address: string): boolean {
  if (!list) return false;
  const a = unmapped(address);
  if (isIPv4(a)) return list.check(a, 'ipv4');
  return isIPv6(a) && list.check(a, 'ipv6');
}

/**
 * One `X-Forwarded-For` entry as a bare address: `192.0.2.7`, `192.0.2.7:4711`, `2001:db8::1`,
 * `[2001:db8::1]:4711` (and IPv4-mapped IPv6) are understood; anything else (`unknown`, obfuscated identifiers,
 * garbage) is null.
 */
function hopAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d{1,5}$/.exec(text);
  const address = unmapped(bracketed?.[1] ?? withPort?.[1] ?? text);
  return isIPv4(address) || isIPv6(address) ? address : null;
}

/** The client key of an `X-Forwarded-For` entry that names no address (`unknown`): one shared key for all such. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The client's IP address: the socket's `remote` address, or — when `remote` is a trusted proxy — the first
 * `X-Forwarded-For` entry from the right that is not itself a trusted proxy (entries left of it could be forged by
 * the client). An entry with a port is read without it; an untrusted entry that names no address (`unknown`) is
 * the client all the same, as {@link UNKNOWN_CLIENT}: the walk never goes further left. A header of trusted proxies
 * only names its leftmost one; an empty header leaves the proxy's own address.
 */
export function clientIpOf(
  remote: string,
  forwardedFor: string | undefined,
  trusted: BlockList | null,
): string {
  if (!forwardedFor || !isTrusted(trusted, remote)) return remote;
  const hops = forwardedFor
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const address = hopAddress(hops[i]!);
    if (address === null) return UNKNOWN_CLIENT;
    if (!isTrusted(trusted, address)) return address;
  }
  return hops.length > 0 ? (hopAddress(hops[0]!) ?? remote) : remote;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded; an embedded dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g || '0', 16));
}

/**
 * The key one client is counted under: `192.0.2.7` for IPv4 (IPv4-mapped IPv6 included); for IPv6 the
 * address's /64 (`2001:db8:1:2::/64`), except NAT64 (`64:ff9b::/96`: the embedded IPv4 address, one per
 * customer of the translator) and 6to4 (`2002::/16`: the /48, one site behind its IPv4 address); the input
 * unchanged for anything else (e.g. `local`: in-process calls; `unknown`).
 */
export function clientKeyOf(ip: string): string {
  const a = unmapped(ip);
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return a;
  const groups = ipv6Groups(a);
  if (groups.slice(0, 6).join(':') === '100:65435:0:0:0:0') {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  if (groups[0] === 0x2002)
    return `${groups
      .slice(0, 3)
      .map((g) => g.toString(16))
      .join(':')}::/48`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
