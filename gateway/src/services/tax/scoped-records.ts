import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { inStaffScope, staffScopeOf } from '../access'
import { etaxError } from './errors'
import type { EtaxWithholdingTable } from './tables'

export interface Person {
  employeeId: number
  name: string
  jobNumber: string
  organ: string
  idNumber: string
}
/** A month's labour remuneration of one payee over its runs, in fen. */
export interface LabourRecord {
  person: Person
  incomeFen: number
}
export interface PersonRecord {
  person: Person
  row: EtaxWithholdingTable
}

/** The staff the caller may see (data range; people who left included), and a department's subtree when given. */
export async function scopeOf(ctx: GatewayContext, auth: Auth, lang: Lang, organId?: number) {
  const tenantId = auth.session.tenant_id
  let organIds: number[] | null = null
  if (organId !== undefined) {
    const organs = await organsOfTenant(ctx.db, tenantId)
    if (!organs.some((organ) => organ.id === organId)) throw etaxError(lang, 'organNotFound')
    organIds = subtreeIds(organs, organId)
  }
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  const people = ctx.db
    .selectFrom('employee')
    .select('employee.id')
    .where('employee.tenant_id', '=', tenantId)
    .where(inStaffScope(scope))
  return { people, organIds }
}

/**
 * The recorded withholding of months `from`–`to` ('YYYY-MM', inclusive) of the staff the caller may see (data range;
 * people who left included), of a department and its sub-departments when given; by job number, then month.
 */
export async function scopedRecords(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  from: string,
  to: string,
  organId?: number,
): Promise<PersonRecord[]> {
  const tenantId = auth.session.tenant_id
  const { people, organIds } = await scopeOf(ctx, auth, lang, organId)
  let query = ctx.db
    .selectFrom('etax_withholding')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.id', '=', 'etax_withholding.employee_id')
        .onRef('employee.tenant_id', '=', 'etax_withholding.tenant_id'),
    )
    .leftJoin('organ', 'organ.id', 'employee.organ_id')
    .leftJoin('employee_profile', (join) =>
      join
        .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id')
        .onRef('employee_profile.employee_id', '=', 'employee.id'),
    )
    .selectAll('etax_withholding')
    .select(['employee.name', 'employee.job_number', 'organ.name as organ_name', 'employee_profile.id_number'])
    .where('etax_withholding.tenant_id', '=', tenantId)
    .where('etax_withholding.month', '>=', from)
    .where('etax_withholding.month', '<=', to)
    .where('etax_withholding.employee_id', 'in', people)
  if (organIds) query = query.where('employee.organ_id', 'in', organIds)
  const rows = await query
    .orderBy('employee.job_number')
    .orderBy('employee.id')
    .orderBy('etax_withholding.month')
    .orderBy('etax_withholding.run_id')
    .execute()
  return rows.map(({ name, job_number, organ_name, id_number, ...row }) => ({
    person: {
      employeeId: row.employee_id,
      name,
      jobNumber: job_number,
      organ: organ_name ?? '',
      idNumber: id_number ?? '',
    },
    row,
  }))
}

/**
 * The labour remuneration recorded for `month` of the payees the caller may see (as scopedRecords), one record per
 * payee: a month's payments for the same work are one payment (个人所得税法实施条例 art. 14).
 */
export async function scopedLabour(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  month: string,
  organId?: number,
): Promise<LabourRecord[]> {
  const tenantId = auth.session.tenant_id
  const { people, organIds } = await scopeOf(ctx, auth, lang, organId)
  let query = ctx.db
    .selectFrom('etax_labour')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.id', '=', 'etax_labour.employee_id')
        .onRef('employee.tenant_id', '=', 'etax_labour.tenant_id'),
    )
    .leftJoin('employee_profile', (join) =>
      join
        .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id')
        .onRef('employee_profile.employee_id', '=', 'employee.id'),
    )
    .select(['etax_labour.employee_id', 'etax_labour.income_fen', 'employee.name', 'employee.job_number'])
    .select('employee_profile.id_number')
    .where('etax_labour.tenant_id', '=', tenantId)
    .where('etax_labour.month', '=', month)
    .where('etax_labour.employee_id', 'in', people)
  if (organIds) query = query.where('employee.organ_id', 'in', organIds)
  const payees = new Map<number, LabourRecord>()
  for (const row of await query.orderBy('employee.job_number').orderBy('employee.id').execute()) {
    const payee = payees.get(row.employee_id) ?? {
      person: {
        employeeId: row.employee_id,
        name: row.name,
        jobNumber: row.job_number,
        organ: '',
        idNumber: row.id_number ?? '',
      },
      incomeFen: 0,
    }
    payee.incomeFen += Number(row.income_fen)
    payees.set(row.employee_id, payee)
  }
  // A payment reversed by a correction adds up to nothing: no line.
  return [...payees.values()].filter((payee) => payee.incomeFen !== 0)
}
