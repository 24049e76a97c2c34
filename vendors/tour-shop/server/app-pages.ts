import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import manifest from '../manifest.json'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}
const CONFIG_MARKER = '<!--hr-portal-config-->'

export interface PageOptions {
  /** The built pages: index.html (with the config marker) and assets/. */
  publicDir: string
  /** The shop's public origin, e.g. `http://127.0.0.1:4311` (known once the server listens). */
  origin: () => string
  portalUrl: string
  shellOrigins: string[]
}

/** What the portal's page of the app may do: scripts and calls to this origin only; framed by the shell only. */
export const appCsp = (shellOrigins: string[]) =>
  `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; ` +
  `base-uri 'none'; form-action 'self'; frame-ancestors ${shellOrigins.join(' ')}`

/** The manifest with `entry` (this origin's /app/) and its webhook address, and the app's pages under /app/ with a history fallback. */
export function appPages(app: FastifyInstance, { publicDir, origin, portalUrl, shellOrigins }: PageOptions): void {
  const config = JSON.stringify({
    shellOrigin: shellOrigins[0],
    shellOrigins,
    gatewayUrl: `${portalUrl}/gateway`,
  }).replace(/</g, '\\u003c')
  let page: Promise<string> | null = null
  const indexHtml = () =>
    (page ??= readFile(join(publicDir, 'index.html'), 'utf8')
      .then((html) =>
        html.replace(CONFIG_MARKER, `<script id="hr-portal-config" type="application/json">${config}</script>`),
      )
      .catch((error: unknown) => {
        page = null
        throw error
      }))
  const sendPage = async (reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', appCsp(shellOrigins))
      .send(await indexHtml())

  app.get('/manifest.json', (_request, reply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'no-cache')
      .send({
        ...manifest,
        entry: `${origin()}/app/`,
        // Signed events from the portal (webhooks.ts): lifecycle ones, and joiners and leavers under directory.read.
        webhooks: { url: `${origin()}/webhooks`, topics: ['staff.joined', 'staff.left'] },
      }),
  )

  app.get('/app', (_request, reply) => reply.redirect('/app/', 301))
  app.get('/app/', (_request, reply) => sendPage(reply))
  app.get<{ Params: { '*': string } }>('/app/*', async (request, reply) => {
    const path = request.params['*']
    if (!path.startsWith('assets/')) return sendPage(reply)
    const file = normalize(join(publicDir, path))
    const type = TYPES[extname(file)]
    if (!type || !file.startsWith(join(publicDir, 'assets') + sep))
      return reply.code(404).send({ code: 404000, msg: 'Not found' })
    try {
      const content = await readFile(file)
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(content)
    } catch {
      return reply.code(404).send({ code: 404000, msg: 'Not found' })
    }
  })
}
