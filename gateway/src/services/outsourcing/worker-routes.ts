import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { checkAccount, createAccount } from './account'
import { OUTSOURCING_FUNCTIONS as F } from './functions'
import { nextId } from './ids'
import { checkedIdNumber, checkedMobile, checkedName, checkedSkills } from './input'
import { workersOf } from './workers'
import { outsourcingError } from './texts'

const routes = contract.outsourcing.workers

/** Outsourced workers (8802; saving 880201): their own records, not employees; an account to clock in when needed. */
export function workerRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.list, { preHandler: requireFunction(ctx, F.workers) }, async (request) =>
    ok({ workers: await workersOf(ctx.db, authOf(request).session.tenant_id, request.body.providerId) }),
  )

  serve(api, routes.save, { preHandler: requireFunction(ctx, F.editWorkers) }, async (request) => {
    const lang = langOfRequest(request)
    const tenantId = authOf(request).session.tenant_id
    const body = request.body
    const values = {
      provider_id: body.providerId,
      name: checkedName(lang, body.name, 50),
      id_number: checkedIdNumber(lang, body.idNumber),
      mobile: checkedMobile(lang, body.mobile),
      skills: checkedSkills(body.skills ?? ''),
      updated_at: ctx.now(),
    }
    const provider = await ctx.db
      .selectFrom('outsourcing_provider')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', body.providerId)
      .executeTakeFirst()
    if (!provider) throw outsourcingError(lang, 'providerNotFound')
    const same = await ctx.db
      .selectFrom('outsourcing_worker')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id_number', '=', values.id_number)
      .executeTakeFirst()
    if (same && same.id !== body.id) throw outsourcingError(lang, 'idNumberTaken')
    const existing =
      body.id === undefined
        ? undefined
        : await ctx.db
            .selectFrom('outsourcing_worker')
            .select(['id', 'user_id'])
            .where('tenant_id', '=', tenantId)
            .where('id', '=', body.id)
            .executeTakeFirst()
    if (body.id !== undefined && !existing) throw outsourcingError(lang, 'workerNotFound')
    // An account is given once; a worker who has one keeps it.
    const account = body.account && !existing?.user_id ? await checkAccount(ctx.db, lang, body.account) : undefined
    const workerId = await ctx.db.transaction().execute(async (trx) => {
      const userId = account
        ? await createAccount(
            { db: trx, tenantId, actor: authOf(request).user.id, lang },
            { name: values.name, mobile: values.mobile },
            account,
          )
        : null
      if (existing) {
        await trx
          .updateTable('outsourcing_worker')
          .set({ ...values, ...(userId ? { user_id: userId } : {}) })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', existing.id)
          .execute()
        return existing.id
      }
      const newId = await nextId(trx, 'outsourcing_worker', tenantId)
      await trx
        .insertInto('outsourcing_worker')
        .values({ tenant_id: tenantId, id: newId, ...values, user_id: userId, created_at: values.updated_at })
        .execute()
      return newId
    })
    return ok({ id: workerId })
  })
}
