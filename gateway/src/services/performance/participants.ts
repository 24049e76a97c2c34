import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { inStaffScope, staffScopeOf } from '../access'
import type { PerfParticipantTable } from './tables'

export interface ScopedParticipant {
  row: PerfParticipantTable
  name: string
  jobNumber: string
  organ: string
  managerName: string
}

/** A cycle's participants within the caller's data range, by department and job number, with names. */
export async function scopedParticipants(
  ctx: GatewayContext,
  auth: Auth,
  cycleId: number,
): Promise<ScopedParticipant[]> {
  const tenantId = auth.session.tenant_id
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  const people = ctx.db
    .selectFrom('employee')
    .select('employee.id')
    .where('employee.tenant_id', '=', tenantId)
    .where(inStaffScope(scope))
  const rows = await ctx.db
    .selectFrom('perf_participant')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.id', '=', 'perf_participant.employee_id')
        .onRef('employee.tenant_id', '=', 'perf_participant.tenant_id'),
    )
    .leftJoin('organ', 'organ.id', 'perf_participant.organ_id')
    .leftJoin('employee as boss', (join) =>
      join
        .onRef('boss.id', '=', 'perf_participant.manager_id')
        .onRef('boss.tenant_id', '=', 'perf_participant.tenant_id'),
    )
    .selectAll('perf_participant')
    .select(['employee.name', 'employee.job_number', 'organ.name as organ_name', 'boss.name as manager_name'])
    .where('perf_participant.tenant_id', '=', tenantId)
    .where('perf_participant.cycle_id', '=', cycleId)
    .where('perf_participant.employee_id', 'in', people)
    .orderBy('perf_participant.organ_id')
    .orderBy('employee.job_number')
    .orderBy('employee.id')
    .execute()
  return rows.map(({ name, job_number, organ_name, manager_name, ...row }) => ({
    row,
    name,
    jobNumber: job_number,
    organ: organ_name ?? '',
    managerName: manager_name ?? '',
  }))
}
