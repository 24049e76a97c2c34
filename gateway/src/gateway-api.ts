import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from './core/context'
import { notFoundAnswer } from './core/http/error-handler'
import { registerService } from './core/service'
import { services } from './services'

/** Headers sub-apps send cross-origin (§7 wrapper headers plus the session and app tokens). */
const allowedHeaders = ['token', 'clientType', 'channel', 'Accept-Language', 'Content-Type', 'Authorization']

/** Every /gateway route, with CORS for exactly the apps and vendor origins. Register with prefix '/gateway'. */
export async function gatewayApi(api: FastifyInstance, ctx: GatewayContext): Promise<void> {
  api.decorateRequest('auth', null)
  await api.register(cors, {
    origin: [ctx.config.appsOrigin, ...Object.values(ctx.config.vendorOrigins)],
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders,
    exposedHeaders: ['filename', 'Content-Disposition'],
    maxAge: 600,
  })
  api.setNotFoundHandler((_request, reply) => reply.status(404).send(notFoundAnswer()))
  for (const service of services) await registerService(api, ctx, service)
}
