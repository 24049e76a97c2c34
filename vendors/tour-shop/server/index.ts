import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyError } from 'fastify'
import { apiRoutes } from './api-routes'
import { createAppTokenVerifier } from './app-token'
import { appPages } from './app-pages'
import { dropUnstartedReservations } from './bookings'
import type { Clock } from './clock'
import { createConsoleAuth, DEMO_CONSOLE_PASSWORD } from './console/auth'
import { consoleRoutes } from './console/routes'
import { openDb } from './db'
import { ShopError, codes } from './errors'
import { createPortalApi, type PortalApi } from './portal-api'
import { createShop, SETTLE_INTERVAL } from './shop'
import { ensureSyncTables, SYNC_INTERVAL, syncAllStaff } from './staff-sync'
import { langOf, say } from './texts'
import { APP_CODE } from './app-code'
import { webhookRoutes } from './webhooks'

export { DEMO_CONSOLE_PASSWORD }

export interface StartOptions {
  host: string
  /** 0: any free port. */
  port: number
  /** The portal's public URL (the shell origin), e.g. `http://localhost:4100`. */
  portalUrl: string
  /** Holds `tour-shop.sqlite`; `:memory:` keeps everything in memory. */
  dataDir: string
  /** Origins allowed to frame the app's pages (the portal's shell origins). */
  shellOrigins: string[]
  /** The console password; default TOUR_SHOP_CONSOLE_PASSWORD, else DEMO_CONSOLE_PASSWORD. */
  consolePassword?: string
  /** The shop's public origin behind a proxy; default TOUR_SHOP_PUBLIC_URL, else the address it listens on. */
  publicUrl?: string
  /** The built pages; default `public/` beside the bundled server. */
  publicDir?: string
  /** For tests: the portal's vendor API, the clock. */
  portal?: PortalApi
  clock?: Clock
  /** false: a tenant starts with an empty catalogue instead of the sample trips (default true). */
  demoData?: boolean
}

export interface RunningShop {
  url: string
  close(): Promise<void>
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** Starts the tour shop's server: /manifest.json, the pages under /app/, the API under /api/, the vendor console under /console/. */
export async function start(options: StartOptions): Promise<RunningShop> {
  const portalUrl = trimSlash(options.portalUrl)
  const clock = options.clock ?? (() => new Date())
  const db = openDb(options.dataDir)
  dropUnstartedReservations(db)
  // Closing ends every connection at once (forceCloseConnections): a browser keeps connections it opened ahead of
  // need, without a request, which Fastify's default (idle ones only) waits for until Node's header timeout.
  const app = Fastify({
    logger: { level: process.env.TOUR_SHOP_LOG_LEVEL ?? 'warn' },
    bodyLimit: 64 * 1024,
    trustProxy: false,
    forceCloseConnections: true,
  })
  const log = (error: unknown) => app.log.warn({ err: error }, 'tour shop: portal call failed')
  const portal = options.portal ?? createPortalApi(portalUrl)
  const shop = createShop({ db, portal, clock, log })
  ensureSyncTables(db)

  app.setErrorHandler((error: FastifyError | ShopError, request, reply) => {
    const lang = langOf(request.headers['accept-language'])
    if (error instanceof ShopError) {
      if (error.httpStatus >= 500) request.log.warn({ err: error.cause ?? error }, error.message)
      return reply.code(error.httpStatus).send({ code: error.code, msg: say(lang, error.key, error.params) })
    }
    if (error.validation || (error.statusCode && error.statusCode < 500)) {
      const detail =
        error.validation
          ?.map((v) => `${v.instancePath.slice(1) || v.params?.missingProperty || ''} ${v.message ?? ''}`.trim())
          .join('; ') ?? error.message
      return reply
        .code(error.statusCode && error.statusCode !== 500 ? error.statusCode : 400)
        .send({ code: codes.badInput, msg: say(lang, 'error.badInput', { detail }) })
    }
    request.log.error({ err: error }, 'tour shop: request failed')
    return reply.code(500).send({ code: codes.internal, msg: say(lang, 'error.internal') })
  })
  // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` with the console's own forms,
  // which the console's origin check refuses.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin')
  })

  const verify = createAppTokenVerifier({ portalUrl, audience: APP_CODE })
  const auth = createConsoleAuth(
    db,
    options.consolePassword ?? process.env.TOUR_SHOP_CONSOLE_PASSWORD ?? DEMO_CONSOLE_PASSWORD,
    () => clock().getTime(),
  )

  // The manifest names this origin, known once the port is bound.
  const publicUrl = options.publicUrl ?? process.env.TOUR_SHOP_PUBLIC_URL
  let origin = ''
  const publicDir = options.publicDir ?? fileURLToPath(new URL('./public/', import.meta.url))
  appPages(app, { publicDir, origin: () => origin, portalUrl, shellOrigins: options.shellOrigins.map(trimSlash) })
  apiRoutes(app, { db, shop, verify, clock, demoData: options.demoData !== false })
  consoleRoutes(app, { db, auth, clock, secure: Boolean(publicUrl?.startsWith('https:')), portal })
  webhookRoutes(app, { db, clock, portalUrl, auth })
  app.setNotFoundHandler((request, reply) => {
    const lang = langOf(request.headers['accept-language'])
    return reply.code(404).send({ code: 404000, msg: say(lang, 'console.notFound') })
  })

  const address = await app.listen({ host: options.host, port: options.port })
  origin = trimSlash(publicUrl ?? address)
  const timer = setInterval(() => void shop.settleAll().catch(log), SETTLE_INTERVAL)
  timer.unref()
  // The nightly staff sync of every tenant with a background credential.
  const nightly = setInterval(() => void syncAllStaff(db, portal, clock).catch(log), SYNC_INTERVAL)
  nightly.unref()
  return {
    url: origin,
    async close() {
      clearInterval(timer)
      clearInterval(nightly)
      await app.close()
      db.close()
    },
  }
}
