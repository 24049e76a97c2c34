import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { organsOfTenant } from '../../../core/org-tree'
import { EMPLOYEE_RECORD, fieldAccessOf, staffScopeOf } from '../../access'
import { chartDepartments } from './chart-departments'
import { chartManagers } from './chart-lines'
import { chartRows } from './chart-query'

/** The function of the org chart page (apps/personnel/manifest.json). */
export const ORG_CHART_FUNCTION = '1108'

/** The record fields a chart person shows, by key. */
const CHART_FIELDS = ['name', 'jobNumber', 'gangwei', 'zhiwei', 'organ'] as const

/** The people org chart: the staff in the caller's data range with their line managers, hidden fields left out. */
export function orgChartRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(
    app,
    contract.personnel.orgCharts.people,
    { preHandler: requireFunction(ctx, ORG_CHART_FUNCTION) },
    async (request) => {
      const { session, user } = authOf(request)
      const tenantId = session.tenant_id
      const [scope, access] = await Promise.all([
        staffScopeOf(ctx, session, user),
        fieldAccessOf(ctx, { tenantId, userId: user.id, bizTypeId: EMPLOYEE_RECORD }),
      ])
      const hidden = new Set(CHART_FIELDS.filter((key) => (access[key] ?? 'hidden') === 'hidden'))
      const shown = <T>(key: (typeof CHART_FIELDS)[number], value: T): T | null => (hidden.has(key) ? null : value)
      const rows = await chartRows(ctx.db, tenantId, scope)
      const managers = chartManagers(rows.map((row) => ({ id: row.id, managerId: row.manager_id ?? null })))
      const departments = hidden.has('organ')
        ? []
        : chartDepartments(await organsOfTenant(ctx.db, tenantId), new Set(rows.map((row) => row.organ_id)))
      return ok({
        people: rows.map((row) => ({
          id: row.id,
          managerId: managers.get(row.id) ?? null,
          name: shown('name', row.name),
          jobNumber: shown('jobNumber', row.job_number),
          position: shown('gangwei', row.position),
          post: shown('zhiwei', row.post),
          organId: shown('organ', row.organ_id),
          department: shown('organ', row.department),
          photo: row.photo || null,
        })),
        departments: departments.map((organ) => ({ id: organ.id, name: organ.name, parentId: organ.parent_id })),
        hiddenFields: [...hidden],
      })
    },
  )
}
