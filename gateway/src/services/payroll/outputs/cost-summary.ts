import type { GatewayContext } from '../../../core/context'
import type { Auth } from '../../../core/auth/guard'
import { organsOfTenant } from '../../../core/org-tree'
import { staffScopeOf } from '../../access'
import type { Amount } from '../types'
import { ZERO, amountOfFen } from '../../../core/money'
import { costCentresOf } from '../profiles/cost-centres'

/** One month's payroll of a department and cost centre (`costCentreName`: the dictionary's name of the code, null if none). */
export interface CostRow {
  month: string
  organId: number
  organName: string
  organPath: string[]
  costCentre: string
  costCentreName: string | null
  headcount: number
  gross: Amount
  employer: Amount
  net: Amount
  tax: Amount
}

type Figures = Omit<CostRow, 'month' | 'organId' | 'organName' | 'organPath' | 'costCentre' | 'costCentreName'>

/**
 * The payroll of the months from `from` to `to` (final runs only: locked or published) by the department and cost
 * centre each line was calculated in, over the lines of the caller's data range; months, then the tree's order.
 * Cost centres are named in the reader's language (`en`).
 */
export async function payrollCost(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  auth: { session: { tenant_id: number; user_id: number }; user?: Auth['user'] },
  from: string,
  to: string,
  en: boolean,
): Promise<{ rows: CostRow[]; total: Figures }> {
  const tenantId = auth.session.tenant_id
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  let query = ctx.db
    .selectFrom('salary_line')
    .innerJoin('salary_run', (join) =>
      join
        .onRef('salary_run.tenant_id', '=', 'salary_line.tenant_id')
        .onRef('salary_run.id', '=', 'salary_line.run_id'),
    )
    .select((eb) => [
      'salary_run.month',
      'salary_line.organ_id',
      'salary_line.cost_centre',
      eb.fn.count<number>('salary_line.employee_id').distinct().as('headcount'),
      eb.fn.sum<number>('salary_line.gross_fen').as('gross'),
      eb.fn.sum<number>('salary_line.employer_fen').as('employer'),
      eb.fn.sum<number>('salary_line.net_fen').as('net'),
      eb.fn.sum<number>('salary_line.tax_fen').as('tax'),
    ])
    .where('salary_line.tenant_id', '=', tenantId)
    .where('salary_run.status', 'in', ['locked', 'published'])
    .where('salary_run.month', '>=', from)
    .where('salary_run.month', '<=', to)
  if (scope.organIds) query = query.where('salary_line.organ_id', 'in', scope.organIds.length ? scope.organIds : [0])
  if (scope.employeeIds)
    query = query.where('salary_line.employee_id', 'in', scope.employeeIds.length ? scope.employeeIds : [0])
  const [groups, organs, centres] = await Promise.all([
    query.groupBy(['salary_run.month', 'salary_line.organ_id', 'salary_line.cost_centre']).execute(),
    organsOfTenant(ctx.db, tenantId),
    costCentresOf(ctx.db, tenantId, ctx.now(), en),
  ])
  const byId = new Map(organs.map((organ) => [organ.id, organ]))
  const order = new Map(organs.map((organ, index) => [organ.id, index]))
  const pathOf = (organId: number): string[] => {
    const path: string[] = []
    for (
      let organ = byId.get(organId);
      organ && path.length < 20;
      organ = organ.parent_id === null ? undefined : byId.get(organ.parent_id)
    )
      path.unshift(organ.name)
    return path
  }
  const rows = groups
    .map((group) => ({
      month: group.month,
      organId: group.organ_id,
      organName: byId.get(group.organ_id)?.name ?? '',
      organPath: pathOf(group.organ_id),
      costCentre: group.cost_centre,
      costCentreName: centres.names.get(group.cost_centre) ?? null,
      headcount: Number(group.headcount),
      gross: amountOfFen(group.gross),
      employer: amountOfFen(group.employer),
      net: amountOfFen(group.net),
      tax: amountOfFen(group.tax),
    }))
    .sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        (order.get(a.organId) ?? 1e9) - (order.get(b.organId) ?? 1e9) ||
        a.costCentre.localeCompare(b.costCentre),
    )
  const sum = (key: 'gross' | 'employer' | 'net' | 'tax') =>
    rows.reduce((total, row) => total.plus(row[key]), ZERO).toFixed(2)
  return {
    rows,
    total: {
      headcount: rows.reduce((n, row) => n + row.headcount, 0),
      gross: sum('gross'),
      employer: sum('employer'),
      net: sum('net'),
      tax: sum('tax'),
    },
  }
}
