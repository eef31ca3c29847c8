// Whom a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 network (one
// household or server gets a whole /64 and can use any address in it), an IPv4-mapped IPv6 address
// as the IPv4 address it carries.
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone dropped, `::` expanded, an embedded IPv4 tail as two groups). */
function groups(address: string): string[] {
  const bare = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::');
  const part = (text: string) => {
    const pieces = text ? text.split(':') : [];
    const last = pieces.at(-1);
    if (last?.includes('.')) {
      const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
      pieces.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return pieces;
  };
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back].map((group) => group.replace(/^0+(?=.)/, ''));
}

export function clientKey(address: string): string {
  if (!isIPv6(address)) return address;
  const all = groups(address);
  if (all.slice(0, 5).every((group) => group === '0') && all[5] === 'ffff') {
    const [high = 0, low = 0] = all.slice(6).map((group) => parseInt(group, 16));
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${all.slice(0, 4).join(':')}::/64`;
}
