import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { type Person, scopeOf } from './scoped-records'

/** A month's one-off compensation for ending a labour contract of one person over its runs, in fen. */
export interface SeveranceRecord {
  person: Person
  incomeFen: number
  exemptFen: number
  taxFen: number
}

/**
 * The compensation for ending a labour contract recorded for `month` of the people the caller may see (data range;
 * people who left included), of a department and its sub-departments when given; one record per person (its runs and
 * their corrections added up), none where a reversal left nothing; by job number.
 */
export async function scopedSeverance(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  month: string,
  organId?: number,
): Promise<SeveranceRecord[]> {
  const tenantId = auth.session.tenant_id
  const { people, organIds } = await scopeOf(ctx, auth, lang, organId)
  let query = ctx.db
    .selectFrom('etax_severance')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.id', '=', 'etax_severance.employee_id')
        .onRef('employee.tenant_id', '=', 'etax_severance.tenant_id'),
    )
    .leftJoin('employee_profile', (join) =>
      join
        .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id')
        .onRef('employee_profile.employee_id', '=', 'employee.id'),
    )
    .select(['etax_severance.employee_id', 'etax_severance.income_fen', 'etax_severance.exempt_fen'])
    .select(['etax_severance.tax_fen', 'employee.name', 'employee.job_number', 'employee_profile.id_number'])
    .where('etax_severance.tenant_id', '=', tenantId)
    .where('etax_severance.month', '=', month)
    .where('etax_severance.employee_id', 'in', people)
  if (organIds) query = query.where('employee.organ_id', 'in', organIds)
  const byPerson = new Map<number, SeveranceRecord>()
  for (const row of await query.orderBy('employee.job_number').orderBy('employee.id').execute()) {
    const record = byPerson.get(row.employee_id) ?? {
      person: {
        employeeId: row.employee_id,
        name: row.name,
        jobNumber: row.job_number,
        organ: '',
        idNumber: row.id_number ?? '',
      },
      incomeFen: 0,
      exemptFen: 0,
      taxFen: 0,
    }
    record.incomeFen += Number(row.income_fen)
    record.exemptFen += Number(row.exempt_fen)
    record.taxFen += Number(row.tax_fen)
    byPerson.set(row.employee_id, record)
  }
  return [...byPerson.values()].filter((record) => record.incomeFen !== 0)
}
