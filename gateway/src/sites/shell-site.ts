import type { FastifyInstance } from 'fastify'
import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { join } from 'node:path'
import type { GatewayContext } from '../core/context'
import { gatewayApi } from '../gateway-api'
import { createServer } from '../core/http/create-server'
import { namedScope } from '../core/http/named-scope'
import { notFoundAnswer } from '../core/http/error-handler'
import { langOfRequest } from '../core/lang'
import { reportingEndpoints } from './csp-reporting'
import { isPagePath, shellPolicy } from './policies'
import { installSecurityHeaders, markDemo } from './security-headers'
import { serveAssets } from './static-assets'
import { markBrand } from './brand-page'
import { faviconRoute } from './favicon'
import { brandOfRequest } from '../brands/brand-of-host'
import { markFrameOrigins, pageFrameOrigins } from './frame-origins'

/** The shell origin: the gateway API under /gateway, the shell's files, history-mode fallback. */
export async function buildShellSite(ctx: GatewayContext, server?: Server): Promise<FastifyInstance> {
  const app = await createServer({ logLevel: ctx.config.logLevel, server, trustProxy: ctx.config.trustedProxies })
  installSecurityHeaders(app, { kind: 'shell', origin: ctx.config.shellOrigin, shellOrigin: ctx.config.shellOrigin })
  await app.register(
    namedScope('gateway', async (api) => gatewayApi(api, ctx)),
    { prefix: '/gateway' },
  )

  const root = join(ctx.config.distDir, 'shell')
  await serveAssets(app, root, { sourceMaps: ctx.config.sourceMaps })
  faviconRoute(app, ctx, root)

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]
    const isPage = request.method === 'GET' || request.method === 'HEAD'
    if (path.startsWith('/gateway/') || !isPage || !(isPagePath(path) || path.endsWith('/index.html'))) {
      return reply.status(404).send(notFoundAnswer(langOfRequest(request)))
    }
    let html: string
    try {
      html = await shellPage(root, path)
    } catch {
      return reply.status(404).send({ ...notFoundAnswer(), msg: 'The shell is not built (run npm run build)' })
    }
    const endpoints = reportingEndpoints(ctx.config, 'shell')
    if (endpoints) reply.header('Reporting-Endpoints', endpoints)
    // Per request: the signed-in session's tenant installs apps, and a developer points one at a local build.
    const frames = await pageFrameOrigins(ctx, request)
    return reply
      .header('Content-Security-Policy', shellPolicy(ctx.config, frames))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        markFrameOrigins(
          markBrand(markDemo(html, ctx.config.demo), await brandOfRequest(ctx, request), {
            enabled: ctx.integrations.oidc.enabled,
            name: ctx.integrations.oidc.name,
          }),
          frames,
        ),
      )
  })
  return app
}

/**
 * The shell's page for a path: portal.html for the portal's routes (it also announces the chunks a signed-in visit
 * loads on its way to its first screen), index.html for the others and when the build has no portal.html.
 */
async function shellPage(root: string, path: string): Promise<string> {
  if (path === '/portal' || path.startsWith('/portal/')) {
    const portal = await readFile(join(root, 'portal.html'), 'utf8').catch(() => null)
    if (portal !== null) return portal
  }
  return readFile(join(root, 'index.html'), 'utf8')
}
