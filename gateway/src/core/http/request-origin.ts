import type { FastifyInstance, FastifyRequest } from 'fastify'
import { GatewayError } from '../errors'
import { bindingCookiesOf } from './binding-cookies'

/** Envelope code of a state-changing request that cannot prove it comes from the product. */
export const FOREIGN_REQUEST = 403002
export const FOREIGN_REQUEST_TEXT = 'The request does not come from the portal'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes state-changing requests from any origin, without proof they come from the product
     * (browsers' CSP violation reports): it must need no session and change nothing of anyone's.
     */
    anyOrigin?: boolean
  }
}

export interface Origins {
  /** The shell's origin, or its origins (one per brand host, config.ts shellOriginsOf). */
  shell: string | readonly string[]
  /** Sub-app origins that may call the gateway with a token header or an app token, never by cookie. */
  apps: string[]
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const isShell = (origins: Origins, origin: string | undefined) =>
  origin !== undefined &&
  (typeof origins.shell === 'string' ? origins.shell === origin : origins.shell.includes(origin))

/** The request carries a credential a foreign page cannot attach: the `token` header or a Bearer app token. */
const hasExplicitCredential = (request: Pick<FastifyRequest, 'headers'>) =>
  Boolean(first(request.headers.token)) || /^Bearer\s/i.test(first(request.headers.authorization) ?? '')

/**
 * Why a request is refused, or null. A state-changing request must prove it comes from the
 * product: from the shell's own origin (Origin or Fetch Metadata), or from a registered app
 * origin with an explicit credential (the `token` header or a Bearer app token) that a foreign
 * page cannot attach to a form post. A browser request from any other origin, a form auto-posted
 * by another port of the same host included, is refused, signed in or not.
 */
export function foreignRequest(request: Pick<FastifyRequest, 'method' | 'headers'>, origins: Origins): string | null {
  if (SAFE.has(request.method)) return null
  const origin = first(request.headers.origin)
  if (origin !== undefined) {
    if (isShell(origins, origin)) return null
    if (origins.apps.includes(origin) && hasExplicitCredential(request)) return null
    return `origin ${origin.slice(0, 100)}`
  }
  // No Origin: an older browser or a client that is not a browser at all.
  const site = first(request.headers['sec-fetch-site'])
  if (site === 'same-origin') return null
  if (site === 'cross-site' || site === 'same-site') return `sec-fetch-site ${site}`
  return null
}

/**
 * Refuses state-changing requests that do not come from the product (HTTP 403, code 403002).
 * The session cookie authenticates only reads from the shell's own origin (hidden-frame
 * downloads): a state-changing request, or any request from another origin, must carry the
 * token header, which a page of another origin cannot attach. Only the sign-in binding cookies
 * (binding-cookies.ts) stay: they prove nothing without their one-time code.
 */
export function guardRequestOrigin(api: FastifyInstance, origins: () => Origins): void {
  api.addHook('onRequest', (request, _reply, done) => {
    const known = origins()
    const from = first(request.headers.origin)
    if (!SAFE.has(request.method) || (from !== undefined && !isShell(known, from)))
      request.cookies = bindingCookiesOf(request.cookies ?? {})
    const why = foreignRequest(request, known)
    // routeOptions is built afresh on every read: looked at only for a request that would be refused.
    if (!why || request.routeOptions.config?.anyOrigin) return done()
    request.log.warn({ why, url: request.url }, 'foreign request refused')
    done(new GatewayError(FOREIGN_REQUEST, FOREIGN_REQUEST_TEXT, 403))
  })
}
