import { contract, type Static, type vendorapiContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { GatewayContext } from '../../core/context'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { findUserPage } from '../personnel'
import { appPseudonyms } from '../accounts'
import { apiRoute } from './api-route'

/** A staff row as an app reads it: its id is the app's pseudonym, e-mail and job number only with their scopes. */
export type DirectoryRow = Static<typeof vendorapiContract.staffRow>
const { directory: routes } = contract.vendorapi

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * The directory of the vendor backends: `directory/staff` (scope directory.read) lists the tenant's staff on the
 * job, by name and unit (with its descendants); `directory/units` (scope org.read) lists the organisation units.
 */
export function directoryRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  apiRoute(
    api,
    ctx,
    routes.staff,
    { method: 'api.directory.staff', scope: 'directory.read' },
    async ({ request, token, scopes }) => {
      const { keyword, unitId, page = 1, size = 20 } = request.body
      const tenantId = token.tenantId
      let base = ctx.db
        .selectFrom('employee')
        .innerJoin('organ', 'organ.id', 'employee.organ_id')
        .where('employee.tenant_id', '=', tenantId)
        .where('organ.tenant_id', '=', tenantId)
        .where('employee.status', '=', 1)
      if (unitId !== undefined)
        base = base.where('employee.organ_id', 'in', subtreeIds(await organsOfTenant(ctx.db, tenantId), unitId))
      // By name only: a search by phone, e-mail or job number would tell what the scopes do not.
      const words = keyword?.trim().toLowerCase()
      if (words)
        base = base.where(sql<boolean>`lower(${sql.ref('employee.name')}) like ${`%${escapeLike(words)}%`} escape '\\'`)
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
      const staff = await base
        .select([
          'employee.id',
          'employee.name',
          'employee.organ_id',
          'organ.name as organ_name',
          'employee.email',
          'employee.job_number',
        ])
        .orderBy('employee.id')
        .limit(size)
        .offset((page - 1) * size)
        .execute()
      const ids = staff.map((row) => row.id)
      const [positions, accounts, pseudonyms] = await Promise.all([
        ids.length
          ? findUserPage(ctx.db, { tenantId, ids, page: 1, rows: ids.length, status: 1 })
          : Promise.resolve({ rows: [] }),
        ids.length
          ? ctx.db
              .selectFrom('app_user')
              .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
              .select(['app_user.id', 'app_user.employee_id'])
              .where('user_tenant.tenant_id', '=', tenantId)
              .where('app_user.employee_id', 'in', ids)
              .execute()
          : Promise.resolve([]),
        appPseudonyms(ctx.db, tenantId, token.appCode),
      ])
      const positionOf = new Map(positions.rows.map((row) => [row.id, row.gangweiName]))
      const accountOf = new Map(accounts.map((row) => [row.employee_id, row.id]))
      const rows = staff.map((row): DirectoryRow => {
        const account = accountOf.get(row.id)
        const position = positionOf.get(row.id)
        return {
          id: account === undefined ? pseudonyms.ofStaff(row.id) : pseudonyms.ofUser(account),
          name: row.name,
          unitId: row.organ_id,
          unitName: row.organ_name,
          ...(position ? { position } : {}),
          ...(scopes.has('user.email') && row.email ? { email: row.email } : {}),
          ...(scopes.has('user.jobNumber') && row.job_number ? { jobNumber: row.job_number } : {}),
        }
      })
      return { result: { total: Number(total), rows }, detail: `${rows.length} of ${Number(total)} staff` }
    },
  )

  apiRoute(api, ctx, routes.units, { method: 'api.directory.units', scope: 'org.read' }, async ({ token }) => {
    const rows = (await organsOfTenant(ctx.db, token.tenantId)).map((organ) => ({
      id: organ.id,
      parentId: organ.parent_id,
      name: organ.name,
    }))
    return { result: { rows }, detail: `${rows.length} units` }
  })
}
