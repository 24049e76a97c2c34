import type { FastifyRequest } from 'fastify'
import { brandOfRequest } from '../brands/brand-of-host'
import { PAGE_COOKIE } from '../core/auth/session-cookies'
import type { GatewayContext } from '../core/context'
import { sessionFrameOrigins } from '../services/vendor'

/**
 * The origins a shell page may frame: the first-party apps origin, plus, when the request carries the page
 * cookie of a live session, its tenant's installed apps (less those the host's brand hides) and the session's own
 * development builds. A failed lookup is logged and answers the first-party origin only: the page still loads.
 */
export async function pageFrameOrigins(ctx: GatewayContext, request: FastifyRequest): Promise<string[]> {
  const token = request.cookies?.[PAGE_COOKIE]
  if (!token || token.length > 200) return [ctx.config.appsOrigin]
  try {
    const { hiddenApps } = await brandOfRequest(ctx, request)
    const more = await sessionFrameOrigins(ctx.db, token, ctx.now(), hiddenApps)
    return [ctx.config.appsOrigin, ...more.filter((origin) => origin !== ctx.config.appsOrigin)]
  } catch (error) {
    request.log.error({ err: error }, 'frame origins of the shell page not read')
    return [ctx.config.appsOrigin]
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Tells the shell which origins this page's CSP lets it frame (`frame-src`), so that before opening an app on
 * another origin (installed after the page loaded, or the page loaded before sign-in) it reloads the page.
 */
export function markFrameOrigins(html: string, origins: readonly string[]): string {
  const meta = `<meta name="hr-portal-frames" content="${escapeAttribute(JSON.stringify(origins))}">`
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`) : `${meta}${html}`
}
