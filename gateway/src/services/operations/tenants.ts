import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { requireOperator } from './operator-guard'

const routes = contract.operations.operations

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Tenants across every company, for platform operators (cross-tenant by design). */
export function tenantRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.tenants, { preValidation: requireOperator(ctx) }, async (request) => {
    const { page = 1, rows = 20 } = request.body
    const keyword = request.body.keyword?.trim().toLowerCase() ?? ''
    let query = ctx.db.selectFrom('tenant').innerJoin('company', 'company.id', 'tenant.company_id')
    if (keyword) {
      const pattern = `%${escapeLike(keyword)}%`
      // An explicit ESCAPE clause: SQLite has no default escape character, PostgreSQL uses backslash.
      query = query.where((eb) =>
        eb.or(
          (['tenant.name', 'tenant.code', 'company.name'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      )
    }
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const found = await query
      .select([
        'tenant.id',
        'tenant.name',
        'tenant.code',
        'company.id as companyId',
        'company.name as companyName',
        'company.status',
        'company.created_at as createdAt',
      ])
      .select((eb) =>
        eb
          .selectFrom('user_tenant')
          .whereRef('user_tenant.tenant_id', '=', 'tenant.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('users'),
      )
      .orderBy('tenant.id')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute()
    return ok({ total: Number(total.n), page, rows: found.map((row) => ({ ...row, users: Number(row.users ?? 0) })) })
  })
}
