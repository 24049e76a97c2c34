import type { FastifyInstance } from 'fastify'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GatewayContext } from '../core/context'
import { notFoundAnswer } from '../core/http/error-handler'
import { brandOfRequest } from '../brands/brand-of-host'

const DATA_IMAGE = /^data:(image\/(?:svg\+xml|png|gif|webp|jpeg|x-icon|vnd\.microsoft\.icon))(;base64)?,(.*)$/s

/** The image in a brand's `data:` logo, or null when the logo is no such image. */
export function imageOfDataUrl(url: string): { type: string; body: Buffer } | null {
  const match = DATA_IMAGE.exec(url)
  if (!match) return null
  const [, type, base64, data] = match
  try {
    return { type, body: base64 ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'utf8') }
  } catch {
    return null
  }
}

/** How long a browser keeps the tab icon (seconds). */
export const FAVICON_MAX_AGE = 600

/**
 * `/favicon.ico`, which browsers ask for on their own: the host's brand's logo when it has one (§1), else the
 * portal's own icon (`<shell>/favicon.svg`, from assets/brand/). Like every file that is no page, it carries the
 * CSP that allows nothing, so an SVG opened on its own runs no script.
 */
export function faviconRoute(app: FastifyInstance, ctx: GatewayContext, root: string): void {
  app.get('/favicon.ico', async (request, reply) => {
    const { logoUrl } = await brandOfRequest(ctx, request)
    // The browser asks again at every page the portal shows (its address changes): it keeps the answer for a while
    // rather than asking the gateway at each click. A brand's new logo shows in the tab within FAVICON_MAX_AGE.
    reply.header('Cache-Control', `public, max-age=${FAVICON_MAX_AGE}`)
    const brand = logoUrl ? imageOfDataUrl(logoUrl) : null
    if (brand) return reply.type(brand.type).send(brand.body)
    if (/^https:\/\//.test(logoUrl)) return reply.redirect(logoUrl, 302)
    try {
      return reply.type('image/svg+xml').send(await readFile(join(root, 'favicon.svg')))
    } catch {
      return reply.status(404).send(notFoundAnswer())
    }
  })
}
