import { Agent, fetch as undiciFetch, type RequestInit, type Response } from 'undici'
import { hostListed } from './outbound-rules'
import { isPublicAddress, literalAddress, PrivateAddressError, publicOnlyAgent } from './public-address'

/**
 * Who chose the address a call goes to.
 * - 'configured': the operator, in the gateway's configuration (the SMS webhook, the model endpoint, the OpenID
 *   provider, a platform's API URL set by environment): any address, as configured.
 * - `{ allowHosts, onlyHosts }`: someone else (a tenant administrator's manifest URL or platform API address): https to
 *   public addresses only, redirects not followed; the `allowHosts` (the operator's allow-list, the development
 *   stand-ins on loopback: outbound-rules.ts) may be private and plain http; with `onlyHosts`, no other host at all
 *   (a platform connector: the platform's official hosts and the allowed ones).
 */
export type Reach = 'configured' | { allowHosts: readonly string[]; onlyHosts?: readonly string[] }

export interface OutboundInit extends Omit<RequestInit, 'dispatcher'> {
  reach: Reach
  /** The whole call's time limit (with the caller's own signal, if any). */
  timeoutMs?: number
}

/** Thrown before connecting to an address a `Reach` does not allow (the refused address is in the message). */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused'
}

/** Connections to the addresses an operator configured or allow-listed. */
const anyAddressAgent = new Agent()

/** Whether `reach` lets a call go to `url`; the reason when not. */
export function refusalOf(url: URL, reach: Reach): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${url.protocol} is not http(s)`
  if (reach === 'configured') return null
  if (reach.onlyHosts && !hostListed(url, reach.onlyHosts))
    return `${url.host} is not among the hosts this call may reach`
  if (hostListed(url, reach.allowHosts)) return null
  if (url.protocol !== 'https:') return `${url.host} is not reached over plain http`
  if (url.username || url.password) return 'an address with credentials is refused'
  const literal = literalAddress(url.hostname)
  if (literal !== null && !isPublicAddress(literal)) return `${url.hostname} is not a public address`
  return null
}

/**
 * The one way the gateway calls out over HTTP(S) (a check over the source keeps it so): undici's fetch through the
 * agent `reach` calls for. A call to an address given by a tenant administrator connects to public addresses only (the
 * resolved address is checked as it connects) and follows no redirect; rejects with OutboundRefused before connecting,
 * or with fetch's own errors (a TimeoutError when `timeoutMs` passed; the cause a PrivateAddressError for a name
 * resolving to a private address).
 */
export async function outboundFetch(target: string | URL, init: OutboundInit): Promise<Response> {
  const { reach, timeoutMs, ...rest } = init
  const url = new URL(target)
  const refused = refusalOf(url, reach)
  if (refused) throw new OutboundRefused(refused)
  const trusted = reach === 'configured' || hostListed(url, reach.allowHosts)
  const signals = [rest.signal, timeoutMs === undefined ? null : AbortSignal.timeout(timeoutMs)].filter(
    (signal): signal is AbortSignal => !!signal,
  )
  return undiciFetch(url, {
    ...rest,
    ...(signals.length ? { signal: AbortSignal.any(signals) } : {}),
    ...(reach === 'configured' ? {} : { redirect: 'manual' }),
    dispatcher: trusted ? anyAddressAgent : publicOnlyAgent,
  })
}

/** Whether a failed outboundFetch was refused for its address (before connecting, or as the name resolved). */
export const refusedForAddress = (error: unknown): boolean =>
  error instanceof OutboundRefused || (error instanceof Error && error.cause instanceof PrivateAddressError)

/**
 * outboundFetch as the Fetch API's function, for a library that takes one (the model SDK, openid-client), with the
 * operator's configured address: `reach` 'configured'.
 */
export const configuredFetch = ((input: string | URL | Request, init?: globalThis.RequestInit) =>
  outboundFetch(input instanceof Request ? input.url : input, {
    ...(init as OutboundInit),
    reach: 'configured',
  })) as unknown as typeof globalThis.fetch
