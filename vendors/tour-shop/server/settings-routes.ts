import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppUser } from './app-token'
import { budgetsOf, setBudget } from './budget'
import type { Db } from './db'
import { ShopError, codes } from './errors'
import { checkBudgetForm } from './forms'
import { langOf, say } from './texts'

const ok = <T>(result: T) => ({ code: 0, msg: 'success', result })

/**
 * The tenant's settings, from the shop's settings page inside the portal (manifest `settings`): only a token the
 * portal issued for that page to one of the tenant's app administrators (scope `app.settings`) reads or changes them.
 */
export function settingsRoutes(
  app: FastifyInstance,
  {
    db,
    onRequest,
    caller,
  }: { db: Db; onRequest: (request: FastifyRequest) => Promise<void>; caller: (request: FastifyRequest) => AppUser },
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
      if (!checked.value) {
        const [first] = checked.errors
        const lang = langOf(request.headers['accept-language'])
        const field = say(lang, first.field === 'year' ? 'console.year' : 'console.amount')
        throw new ShopError(codes.badInput, 'error.badInput', {
          detail: say(lang, first.key, { ...first.params, field }),
        })
      }
      setBudget(db, tenantId, checked.value.year, checked.value.perEmployee)
      return ok({ budgets: budgetsOf(db, tenantId) })
    },
  )
}
