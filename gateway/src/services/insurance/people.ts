import { sql, type SqlBool } from 'kysely'
import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { inStaffScope, staffScopeOf } from '../access'
import { chunks } from './base-store'
import { insuranceError } from './errors'

export interface Filter {
  organId?: number
  keyword?: string
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * The caller's staff on the job within their data range (joyhr's data ranges), of a department and its
 * sub-departments and matching a keyword (name or job number) when given; throws organNotFound for another
 * tenant's department.
 */
export async function peopleQuery(ctx: GatewayContext, auth: Auth, lang: Lang, filter: Filter) {
  const tenantId = auth.session.tenant_id
  let organIds: number[] | null = null
  if (filter.organId !== undefined) {
    const organs = await organsOfTenant(ctx.db, tenantId)
    if (!organs.some((organ) => organ.id === filter.organId)) throw insuranceError(lang, 'organNotFound')
    organIds = subtreeIds(organs, filter.organId)
  }
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  let query = ctx.db
    .selectFrom('employee')
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.status', '=', 1)
    .where(inStaffScope(scope))
  if (organIds) query = query.where('employee.organ_id', 'in', organIds)
  const keyword = filter.keyword?.trim().toLowerCase()
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`
    query = query.where((eb) =>
      eb.or(
        ['employee.name', 'employee.job_number'].map(
          (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
  }
  return query
}

/** The listed employees, or throws outOfScope when one of them is not on the job in the caller's data range. */
export async function checkPeople(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  employeeIds: number[],
): Promise<number[]> {
  const found = new Set<number>()
  for (const ids of chunks(employeeIds)) {
    const rows = await (await peopleQuery(ctx, auth, lang, {}))
      .select('employee.id')
      .where('employee.id', 'in', ids)
      .execute()
    for (const row of rows) found.add(row.id)
  }
  if (employeeIds.some((id) => !found.has(id))) throw insuranceError(lang, 'outOfScope')
  return employeeIds
}
