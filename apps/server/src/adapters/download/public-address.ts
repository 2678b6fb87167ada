import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses a server-side download may connect to: public unicast only. Loopback,
 * private, link-local, unique-local, shared (CGNAT), "this network", multicast, reserved,
 * documentation and cloud metadata addresses are refused, and so are the IPv6 forms that carry
 * an IPv4 address (mapped, compatible, NAT64, 6to4), judged by the IPv4 address they carry
 * (docs/decisions/020-import-and-upload-hardening.md).
 */

const IPV4_REFUSED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, 169.254.169.254 (cloud metadata) among them
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 (broadcast) among them
];

const IPV6_REFUSED: readonly [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local, fd00:ec2::254 (AWS metadata) among them
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
];

const refusedV4 = new BlockList();
for (const [network, prefix] of IPV4_REFUSED) refusedV4.addSubnet(network, prefix, 'ipv4');
const refusedV6 = new BlockList();
for (const [network, prefix] of IPV6_REFUSED) refusedV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] !== undefined) {
    if (!isIPv4(dotted[1])) return null;
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] === '' || halves[0] === undefined ? [] : halves[0].split(':');
  const tail = halves.length === 2 && halves[1] !== '' ? (halves[1] ?? '').split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const values = groups.map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN));
  return values.some(Number.isNaN) ? null : values;
}

function ipv4From(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), or null. */
export function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (g === null) return null;
  const at = (index: number) => g[index] ?? 0;
  const [g0, g1, g2, g4, g5, g6, g7] = [at(0), at(1), at(2), at(4), at(5), at(6), at(7)];
  const zeroUpTo = (n: number) => g.slice(0, n).every((value) => value === 0);
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated)
  if (zeroUpTo(5) && g5 === 0xffff) return ipv4From(g6, g7);
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return ipv4From(g6, g7);
  // ::a.b.c.d (compatible; ::, ::1 stay IPv6)
  if (zeroUpTo(6) && (g6 !== 0 || g7 > 1)) return ipv4From(g6, g7);
  // 64:ff9b::a.b.c.d and 64:ff9b:1::/48 (NAT64)
  if (g0 === 0x64 && g1 === 0xff9b && (g2 === 0 || g2 === 1)) return ipv4From(g6, g7);
  // 2002:AABB:CCDD::/48 (6to4)
  if (g0 === 0x2002) return ipv4From(g1, g2);
  return null;
}

/** True when a download may connect to this IP address (an IPv4 or IPv6 literal). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return !refusedV4.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const carried = embeddedIpv4(bare);
  if (carried !== null) return isPublicAddress(carried);
  const groups = ipv6Groups(bare);
  if (groups === null) return false;
  const canonical = groups.map((group) => group.toString(16)).join(':');
  return !refusedV6.check(canonical, 'ipv6');
}
