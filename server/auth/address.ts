import { isIPv6 } from 'node:net';

/**
 * The key per-address limits count by. One IPv6 subscriber gets a whole /64 (often a /48), so
 * counting each IPv6 address apart let one guesser use 2^64 "addresses" (issue 35 #1, #5): an IPv6
 * address is cut to its first `prefixBits` bits (IPV6_PREFIX, 64 or 48) and written `a:b:c:d::/64`.
 * IPv4 addresses (also IPv4-mapped IPv6 ones) are one address each, as before; anything else is kept
 * as it is (cut to 100 characters, so a forged header cannot make a long key).
 */
export function addressKey(address: string, prefixBits = 64): string {
  const a = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(a)) return a.slice(0, 100);
  const groups = expand(a);
  const bits = Math.min(128, Math.max(16, prefixBits));
  const out: string[] = [];
  for (let i = 0; i < 8; i++) {
    const keepBits = Math.min(16, Math.max(0, bits - i * 16));
    const mask = keepBits === 0 ? 0 : (0xffff << (16 - keepBits)) & 0xffff;
    out.push(((groups[i] ?? 0) & mask).toString(16));
  }
  return `${out.slice(0, Math.ceil(bits / 16)).join(':')}::/${bits}`;
}

/** The 8 16-bit groups of a valid IPv6 address (with an embedded IPv4 tail turned into two groups). */
function expand(a: string): number[] {
  let text = a.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [b1, b2, b3, b4] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((b1 << 8) | b2).toString(16)}:${((b3 << 8) | b4).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : new Array(8 - h.length - t.length).fill('0');
  return [...h, ...zeros, ...t].map((g) => Number.parseInt(g, 16) || 0);
}
