// The gateway's calls out over HTTP(S): one function, one agent per kind of address (outbound-fetch.ts).
export {
  configuredFetch,
  outboundFetch,
  OutboundRefused,
  refusalOf,
  refusedForAddress,
  type OutboundInit,
  type Reach,
} from './outbound-fetch'
export { allowedHostsOf, hostListed, LOOPBACK_HOSTS, readOutboundRules, type OutboundRules } from './outbound-rules'
export { isPublicAddress, literalAddress } from './public-address'
export { readLimited } from './read-limited'
