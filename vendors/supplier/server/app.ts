import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance } from 'fastify'
import { createTokenCheck, type TokenCheckOptions } from './http/auth'
import { installErrorAnswers } from './http/errors'
import { pageRoutes, type PagesOptions } from './http/pages'
import { setCaller, type Backend } from './routes/backend'
import { documentRoutes } from './routes/documents'
import { evaluationRoutes } from './routes/evaluations'
import { supplierRoutes } from './routes/suppliers'
import { seedTenant } from './store/demo-seed'

export interface AppOptions extends PagesOptions {
  backend: Backend
  keys?: TokenCheckOptions['keys']
  logLevel: string
}

/** The supplier app's server: its pages, its manifest and its API (app tokens only). */
export async function buildApp({ backend, keys, logLevel, ...pages }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel },
    bodyLimit: 64 * 1024,
    // Closing ends every connection at once: a browser keeps connections it opened ahead of need, without a request,
    // which Fastify's default (idle ones only) waits for until Node's header timeout.
    forceCloseConnections: true,
    // Bodies are checked as sent: nothing is coerced or dropped quietly.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  })
  installErrorAnswers(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'no-referrer')
    if (request.url.startsWith('/api/'))
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
  })
  pageRoutes(app, pages)

  const checkToken = createTokenCheck({ portalUrl: pages.portalUrl, audience: 'supplier', keys })
  const seeded = new Set<number>()
  await app.register(async (api) => {
    await api.register(multipart)
    // Every API call names its caller by a verified app token; a tenant's first call seeds its demo suppliers.
    api.addHook('onRequest', async (request) => {
      const caller = await checkToken(request.headers.authorization)
      setCaller(request, caller)
      if (!seeded.has(caller.tenant)) {
        await seedTenant(backend.db, backend.files, caller.tenant, backend.today(), backend.now())
        seeded.add(caller.tenant)
      }
    })
    supplierRoutes(api, backend)
    documentRoutes(api, backend)
    evaluationRoutes(api, backend)
  })
  return app
}
