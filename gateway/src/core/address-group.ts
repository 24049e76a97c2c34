import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address, in lower case without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An IPv4 address written as the last 32 bits (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const last = right.length > 0 ? right : left
  const dotted = last.length > 0 && isIPv4(last[last.length - 1]) ? last.pop()!.split('.').map(Number) : null
  if (dotted) last.push(((dotted[0] << 8) | dotted[1]).toString(16), ((dotted[2] << 8) | dotted[3]).toString(16))
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16).toString(16))
}

/**
 * The network an address belongs to, as budgets share it out: an IPv4 address's /24 (`203.0.113.0/24`), an IPv6
 * address's /64 (`2001:db8:1:2::/64`; one household or office usually holds a whole /64), an IPv4 address mapped into
 * IPv6 as IPv4. Anything else (no address) is its own group.
 */
export function addressGroup(ip: string): string {
  const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`
  if (isIPv6(address.split('%')[0])) return `${ipv6Groups(address.split('%')[0]).slice(0, 4).join(':')}::/64`
  return address
}
