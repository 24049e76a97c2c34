import { BlockList, isIP } from 'node:net'

/**
 * Where the computer asking to sign in is, as far as its address tells, seen from the phone asked to allow it:
 * - 'same': the same address as the phone's (the same office or home network, behind one router);
 * - 'local': a private or loopback address (a network inside an organisation, not the internet);
 * - 'elsewhere': another address on the internet: the computer may be anywhere, and a phishing page that passed
 *   on its QR code is there.
 */
export type QrNetwork = 'same' | 'local' | 'elsewhere'

const PRIVATE = new BlockList()
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['::1', 128],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6')

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) as IPv4. */
const plain = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

/** The desktop's network seen from the phone: both addresses as the gateway saw them (request.ip). */
export function networkOf(desktopIp: string, phoneIp: string): QrNetwork {
  const [desktop, phone] = [plain(desktopIp), plain(phoneIp)]
  if (desktop === phone) return 'same'
  const family = isIP(desktop)
  if (family && PRIVATE.check(desktop, family === 4 ? 'ipv4' : 'ipv6')) return 'local'
  return 'elsewhere'
}
