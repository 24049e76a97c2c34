import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from './core/context'
import { notFoundAnswer } from './core/http/error-handler'
import { langOfRequest } from './core/lang'
import { guardRequestOrigin } from './core/http/request-origin'
import { registerService } from './core/service'
import { shellOriginsOf } from './config'
import { services } from './service-list'

/** Headers sub-apps send cross-origin (§7 wrapper headers plus the session and app tokens). */
const allowedHeaders = ['token', 'clientType', 'channel', 'Accept-Language', 'Content-Type', 'Authorization']

/**
 * Every /gateway route. CORS: first-party apps with credentials; no other origin (a vendor app's pages
 * call its own backend, which reaches the gateway server to server). State-changing requests must
 * come from the product (core/http/request-origin.ts). Register with prefix '/gateway'.
 */
export async function gatewayApi(api: FastifyInstance, ctx: GatewayContext): Promise<void> {
  api.decorateRequest('auth', null)
  // Options fixed at start-up (a delegator would build and normalise them on every request); only the origin is
  // decided per request: first-party apps get the CORS headers (with credentials), any other origin none.
  await api.register(cors, {
    hook: 'onRequest',
    origin: (origin, callback) => callback(null, origin !== undefined && origin === ctx.config.appsOrigin),
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders,
    exposedHeaders: ['filename', 'Content-Disposition'],
    maxAge: 600,
  })
  // The origins follow the configuration, which is final by now: worked out once, not per request.
  let origins: { config: typeof ctx.config; shell: string[]; apps: string[] } | undefined
  guardRequestOrigin(api, () => {
    if (origins?.config !== ctx.config)
      origins = { config: ctx.config, shell: shellOriginsOf(ctx.config), apps: [ctx.config.appsOrigin] }
    return origins
  })
  api.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundAnswer(langOfRequest(request))))
  for (const service of services) await registerService(api, ctx, service)
}
