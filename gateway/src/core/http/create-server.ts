import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import type { RequestListener, Server } from 'node:http'
import { installBodyParsing } from './body-parsing'
import { installErrorHandler } from './error-handler'
import { serve } from './listen'
import { buildSerializer } from './serializers'
import { buildValidator } from './validators'

/**
 * A Fastify instance with the project's defaults: envelope errors, JSON and form bodies, cookies, request.ip the client
 * behind the trusted proxies (`trustProxy`: a hop count or their addresses; none by default); each site adds
 * its security headers (sites/security-headers.ts). When `server` is given it is an already listening node server
 * (port 0 is bound before the origins, and so the routes, can be known): it answers 503 until this app is ready,
 * and only then gets the app's handler, so no request ever reaches an unready router.
 */
export async function createServer(options: {
  logLevel: string
  server?: Server
  trustProxy?: number | string[] | null
}): Promise<FastifyInstance> {
  const { server } = options
  let ready = () => {}
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel },
    bodyLimit: 1_048_576,
    // The proxies trusted to name the client (config trustedProxies); none: X-Forwarded-For is ignored.
    trustProxy: trustOf(options.trustProxy),
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    ...(server
      ? {
          serverFactory: (handler: RequestListener) => {
            ready = () => serve(server, handler)
            return server
          },
        }
      : {}),
  }) as unknown as FastifyInstance
  app.addHook('onReady', async () => ready())
  installErrorHandler(app)
  await installBodyParsing(app)
  await app.register(cookie)
  return app
}

/**
 * Fastify's trust of the proxies: their addresses as given, or for a hop count the nearest that many addresses
 * (Fastify itself trusts no hop count, since the peer is then not checked: only for a gateway reachable through the
 * proxies alone, which docs/operations.md's Production section says).
 */
function trustOf(
  proxies: number | string[] | null | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof proxies === 'number') return (_address, hop) => hop < proxies
  return proxies && proxies.length > 0 ? proxies : false
}
