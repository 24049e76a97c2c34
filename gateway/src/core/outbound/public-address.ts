// An address given by a tenant administrator (a manifest URL, a platform's API address) must not reach into the
// portal's own network: such calls connect only to public unicast addresses, checked on the address actually
// connected to (so a name that resolves to a private address, or changes between a check and the connection, is refused).
import { lookup } from 'node:dns'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { Agent } from 'undici'

/** A public unicast address (not loopback, private, link-local, unique-local, carrier-grade NAT, reserved …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

/** The host of a URL as an IP address when it is one (`[::1]` → `::1`), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1')
  return ipaddr.isValid(bare) ? bare : null
}

export class PrivateAddressError extends Error {}

/** Resolves names as usual and refuses any that lead to a non-public address. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new PrivateAddressError(`${hostname} resolves to a non-public address`), [])
    }
    if (options.all) return callback(null, addresses)
    callback(null, addresses[0].address, addresses[0].family)
  })
}

/** Connections of this agent reach public addresses only (a literal address is checked by outboundFetch: no lookup runs for it). */
export const publicOnlyAgent = new Agent({ connect: { lookup: publicLookup } })
