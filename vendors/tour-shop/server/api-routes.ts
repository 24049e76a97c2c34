import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppUser, VerifyAppToken } from './app-token'
import type { Clock } from './clock'
import type { Db } from './db'
import { DATE_PATTERN } from './forms'
import type { Shop } from './shop'
import { addDemoCatalogue } from './demo-catalogue'
import { settingsRoutes } from './settings-routes'
import { hasTenant, noteTenant } from './tenants'
import { langOf } from './texts'

const ok = <T>(result: T) => ({ code: 0, msg: 'success', result })
const body = (properties: Record<string, unknown> = {}, required: string[] = []) => ({
  body: { type: 'object', properties, required, additionalProperties: false },
})

/** The app's API under /api: each call carries `Authorization: Bearer <app token>`; every row is the token's tenant's. */
export function apiRoutes(
  app: FastifyInstance,
  {
    db,
    shop,
    verify,
    clock,
    demoData,
  }: { db: Db; shop: Shop; verify: VerifyAppToken; clock: Clock; demoData: boolean },
): void {
  // The token is checked first (onRequest), before the body is read and validated.
  const callers = new WeakMap<FastifyRequest, AppUser>()
  const onRequest = async (request: FastifyRequest) => {
    const user = await verify(request.headers.authorization)
    // A tenant seen for the first time starts with the sample catalogue, when the shop runs as the portal's demo.
    if (demoData && !hasTenant(db, user.tenantId)) addDemoCatalogue(db, user.tenantId, clock())
    noteTenant(db, user.tenantId, clock())
    callers.set(request, user)
  }
  const caller = (request: FastifyRequest) => callers.get(request)!
  const lang = (request: FastifyRequest) => langOf(request.headers['accept-language'])

  app.post('/api/catalogue', { onRequest, schema: body() }, async (request) =>
    ok({ trips: shop.catalogue(caller(request)) }),
  )

  app.post('/api/bookings/list', { onRequest, schema: body() }, async (request) =>
    ok(await shop.bookings(caller(request), lang(request))),
  )

  app.post<{ Body: { tripId: number; date: string; travellers: number } }>(
    '/api/bookings/create',
    {
      onRequest,
      schema: body(
        {
          tripId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          date: { type: 'string', pattern: DATE_PATTERN },
          travellers: { type: 'integer', minimum: 1, maximum: 99 },
        },
        ['tripId', 'date', 'travellers'],
      ),
    },
    async (request) => ok(await shop.book(caller(request), request.body, lang(request))),
  )

  app.post<{ Body: { id: string } }>(
    '/api/bookings/cancel',
    {
      onRequest,
      schema: body({ id: { type: 'string', minLength: 1, maxLength: 64 } }, ['id']),
    },
    async (request) => ok(shop.cancel(caller(request), request.body.id)),
  )

  settingsRoutes(app, { db, onRequest, caller, clock })
}
