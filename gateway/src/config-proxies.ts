import { isIP } from 'node:net'
import { ConfigError, type Env } from './config-readers'
import type { ConfigVariable } from './config-variable'

/**
 * Which reverse proxies in front of the gateway are trusted to name the client (X-Forwarded-For): a hop count
 * (how many proxies the last addresses of the header are from) or the proxies' addresses and CIDR ranges. null:
 * none, the header is ignored and the connection's own address is the client's.
 */
export type TrustedProxies = number | string[] | null

/** Whether `text` is an IPv4 or IPv6 address, optionally with a /prefix that fits it. */
function isAddressOrRange(text: string): boolean {
  const [address, prefix, ...rest] = text.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
}

/**
 * TRUSTED_PROXIES: unset or empty, none; `1` … `10`, that many proxies in a row (each adds the address it got the
 * request from); else a comma-separated list of the proxies' addresses and ranges (`10.0.0.0/8,::1`).
 */
export function readTrustedProxies(env: Env): TrustedProxies {
  const raw = env.TRUSTED_PROXIES?.trim()
  if (!raw) return null
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw)
    if (hops < 1 || hops > 10)
      throw new ConfigError(`TRUSTED_PROXIES as a hop count must be from 1 to 10, got "${raw}"`)
    return hops
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const bad = entries.find((entry) => !isAddressOrRange(entry))
  if (bad !== undefined)
    throw new ConfigError(
      `TRUSTED_PROXIES must be a hop count or addresses and CIDR ranges such as 10.0.0.0/8, got "${bad}"`,
    )
  return entries
}

/** What readTrustedProxies reads, for the configuration table. */
export const TRUSTED_PROXIES_VARIABLES: ConfigVariable[] = [
  {
    names: ['TRUSTED_PROXIES'],
    default: '(unset: none)',
    meaning:
      'the reverse proxies trusted to name the client in `X-Forwarded-For`: their addresses and CIDR ranges (`10.0.0.0/8,::1`) or a hop count (`1` … `10`); unset, the header is ignored. Every per-address limit and logged address uses the client address this yields; see [Behind a reverse proxy](#production)',
  },
]
