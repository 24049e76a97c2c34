import type { FastifyInstance } from 'fastify'
import { keepRawBody } from '../../core/http/raw-body'
import { namedScope } from '../../core/http/named-scope'

/** The platforms' callbacks are a few KB (an encrypted change or instruction); a larger body is refused unread (413). */
export const CALLBACK_BODY_LIMIT = 32 * 1024

/** The query as single strings (a repeated key: its first value). */
export const flatQuery = (query: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]),
  )

/**
 * Registers the platforms' callbacks in a scope of their own: each body's bytes are kept before any parser reads them
 * (the signature covers the body as sent; at most CALLBACK_BODY_LIMIT), XML and plain text read as strings. `params`:
 * the schema of the path's parameters, checked before the handler runs (a bad one answers 400), as the contract
 * declares no parameters.
 */
export function callbackScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
  params?: Record<string, unknown>,
): void {
  app.register(
    namedScope('callbacks', async (scope) => {
      scope.addContentTypeParser(
        ['text/xml', 'application/xml', 'text/plain'],
        { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      )
      scope.addHook('preParsing', keepRawBody(CALLBACK_BODY_LIMIT))
      if (params)
        scope.addHook('onRoute', (route) => {
          route.schema = { ...route.schema, params }
        })
      register(scope)
    }),
  )
}
