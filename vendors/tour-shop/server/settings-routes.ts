import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppUser } from './app-token'
import { budgetsOf, setBudget } from './budget'
import type { Clock } from './clock'
import type { Db } from './db'
import { ShopError, codes } from './errors'
import { checkBudgetForm, checkTripForm, type FieldError } from './forms'
import { langOf, say, type TextKey } from './texts'
import { deleteTrip, listTrips, saveTrip } from './trips'

const ok = <T>(result: T) => ({ code: 0, msg: 'success', result })

/** The form field names the checks report, as the settings page labels them. */
const FIELD_TEXTS: Record<string, TextKey> = {
  year: 'console.year',
  amount: 'console.amount',
  titleZh: 'console.titleZh',
  titleEn: 'console.titleEn',
  destination: 'console.destination',
  days: 'console.days',
  price: 'console.price',
  seats: 'console.seats',
  dates: 'console.dates',
}

/** A refused form: the first field's problem in the caller's language. */
function badForm(request: FastifyRequest, errors: FieldError[]): ShopError {
  const [first] = errors
  const lang = langOf(request.headers['accept-language'])
  const field = say(lang, FIELD_TEXTS[first.field] ?? 'console.amount')
  return new ShopError(codes.badInput, 'error.badInput', { detail: say(lang, first.key, { ...first.params, field }) })
}
const text = (maxLength: number) => ({ type: 'string', maxLength })
const TRIP_BODY = {
  type: 'object',
  required: ['titleZh', 'titleEn', 'destination', 'days', 'price', 'seats', 'dates'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    titleZh: text(200),
    titleEn: text(200),
    destination: text(200),
    days: text(10),
    price: text(30),
    seats: text(10),
    dates: text(2000),
  },
}

/**
 * The tenant's settings, from the shop's settings page inside the portal (manifest `settings`): the welfare budget
 * and the trip catalogue. Only a token the portal issued for that page to one of the tenant's app administrators
 * (scope `app.settings`) reads or changes them.
 */
export function settingsRoutes(
  app: FastifyInstance,
  {
    db,
    onRequest,
    caller,
    clock,
  }: {
    db: Db
    onRequest: (request: FastifyRequest) => Promise<void>
    caller: (request: FastifyRequest) => AppUser
    clock: Clock
  },
): void {
  const admin = (request: FastifyRequest): AppUser => {
    const user = caller(request)
    if (!user.settings) throw new ShopError(codes.notAdmin, 'error.notAdmin', {}, 403)
    return user
  }

  app.post(
    '/api/settings/budgets',
    { onRequest, schema: { body: { type: 'object', additionalProperties: false } } },
    async (request) => ok({ budgets: budgetsOf(db, admin(request).tenantId) }),
  )

  app.post<{ Body: { year: string; amount: string } }>(
    '/api/settings/budget',
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          required: ['year', 'amount'],
          additionalProperties: false,
          properties: { year: { type: 'string', maxLength: 10 }, amount: { type: 'string', maxLength: 30 } },
        },
      },
    },
    async (request) => {
      const { tenantId } = admin(request)
      const checked = checkBudgetForm(request.body)
      if (!checked.value) throw badForm(request, checked.errors)
      setBudget(db, tenantId, checked.value.year, checked.value.perEmployee)
      return ok({ budgets: budgetsOf(db, tenantId) })
    },
  )

  // The tenant's trip catalogue: every trip with its departures, added, changed and deleted here.
  app.post(
    '/api/settings/trips',
    { onRequest, schema: { body: { type: 'object', additionalProperties: false } } },
    async (request) => ok({ trips: listTrips(db, admin(request).tenantId) }),
  )

  app.post<{ Body: Record<string, string> & { id?: number } }>(
    '/api/settings/trip',
    { onRequest, schema: { body: TRIP_BODY } },
    async (request) => {
      const { tenantId } = admin(request)
      const { id, ...form } = request.body
      const checked = checkTripForm(form)
      if (!checked.value) throw badForm(request, checked.errors)
      const saved = saveTrip(db, tenantId, checked.value, clock(), id)
      if (saved === undefined) throw new ShopError(codes.tripNotFound, 'error.tripNotFound')
      return ok({ id: saved, trips: listTrips(db, tenantId) })
    },
  )

  app.post<{ Body: { id: number } }>(
    '/api/settings/trip/delete',
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        },
      },
    },
    async (request) => {
      const { tenantId } = admin(request)
      if (!listTrips(db, tenantId).some((trip) => trip.id === request.body.id))
        throw new ShopError(codes.tripNotFound, 'error.tripNotFound')
      if (!deleteTrip(db, tenantId, request.body.id)) throw new ShopError(codes.tripHeld, 'error.tripHeld')
      return ok({ trips: listTrips(db, tenantId) })
    },
  )
}
