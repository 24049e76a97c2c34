import type { FastifyInstance, FastifyReply } from 'fastify'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import manifest from '../../manifest.json'

export interface PagesOptions {
  /** The built pages: index.html and assets/. */
  publicDir: string
  /** Where the app is reached, e.g. `http://127.0.0.1:4310` (the manifest's entry is `<publicUrl>/app/`); known once it listens. */
  publicUrl(): string
  portalUrl: string
  /** The portal shell's origins (one per brand host): the only pages that may frame the app. */
  shellOrigins: string[]
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}
// esbuild names assets `<name>-<8-character hash>.<ext>`: such a file never changes under its name.
const HASHED = /-[A-Z0-9]{8}\.[a-z0-9]+$/

/** CSP of the app's pages: framed only by the portal's shell, talking only to its own origin. */
export function pagePolicy(shellOrigins: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${shellOrigins.join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The page with the bridge's config (where the shell and the gateway are) as inert JSON; `<` escaped. */
export function withPortalConfig(html: string, options: Pick<PagesOptions, 'portalUrl' | 'shellOrigins'>): string {
  const shellOrigin = new URL(options.portalUrl).origin
  const json = JSON.stringify({
    shellOrigin,
    shellOrigins: options.shellOrigins,
    gatewayUrl: `${options.portalUrl}/gateway`,
  }).replace(/</g, '\\u003c')
  return html.replace(
    '<!--hr-portal-config-->',
    `<script id="hr-portal-config" type="application/json">${json}</script>`,
  )
}

/** `/manifest.json` (entry filled in), `/app/assets/*`, and every other `/app/…` path answered with index.html. */
export function pageRoutes(app: FastifyInstance, options: PagesOptions): void {
  const page = async (reply: FastifyReply) => {
    let html: string
    try {
      html = await readFile(join(options.publicDir, 'index.html'), 'utf8')
    } catch {
      return reply.status(503).type('text/plain; charset=utf-8').send('The supplier app is not built (node build.mjs)')
    }
    return reply
      .header('Content-Security-Policy', pagePolicy(options.shellOrigins))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withPortalConfig(html, options))
  }

  app.get('/manifest.json', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .send({ ...manifest, entry: `${options.publicUrl()}/app/` }),
  )

  app.get('/', async (_request, reply) => reply.redirect('/app/'))

  app.get<{ Params: { file: string } }>('/app/assets/:file', async (request, reply) => {
    const { file } = request.params
    const type = TYPES[extname(file)]
    if (!/^[\w.-]{1,120}$/.test(file) || !type) return reply.callNotFound()
    let bytes: Buffer
    try {
      bytes = await readFile(join(options.publicDir, 'assets', file))
    } catch {
      return reply.callNotFound()
    }
    return reply
      .type(type)
      .header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(bytes)
  })

  app.get('/app', async (_request, reply) => reply.redirect('/app/'))
  app.get('/app/*', async (request, reply) => {
    const last = request.url.split('?')[0].split('/').pop() ?? ''
    return last.includes('.') ? reply.callNotFound() : page(reply)
  })
}
