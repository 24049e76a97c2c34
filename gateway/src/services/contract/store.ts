import type { contractContract, Static } from '@hr-portal/api'
import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { inScope, staffScopeOf } from '../access'
import { dictionariesOf, valueName } from '../masterdata'
import { dayOf, daysBetween } from './dates'
import { CONTRACT_TYPE_DICTIONARY, type ChangeKind, type Term } from './functions'
import type { EmploymentContractTable } from './tables'
import { contractError } from './texts'

export type ContractDocument = Static<typeof contractContract.contractDocument>
/** A contract as the routes answer it (the contract's schema): its term and probation with the employee, type, status and documents. */
export type ContractView = Static<typeof contractContract.contractView>

export const documentsOf = (row: Pick<EmploymentContractTable, 'documents'>): ContractDocument[] =>
  JSON.parse(row.documents) as ContractDocument[]

export const contractRow = (db: Db, tenantId: number, id: number) =>
  db
    .selectFrom('employment_contract')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()

/** The tenant's employee, or undefined. */
export const employeeOf = (db: Db, tenantId: number, id: number) =>
  db
    .selectFrom('employee')
    .select(['id', 'organ_id', 'name', 'job_number', 'status', 'manager_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()

/** The employee when in the caller's data range (else 'does not exist', as another tenant's). */
export async function employeeInRange(ctx: GatewayContext, auth: Auth, employeeId: number, lang: Lang) {
  const employee = await employeeOf(ctx.db, auth.session.tenant_id, employeeId)
  if (!employee || !inScope(await staffScopeOf(ctx, auth.session, auth.user), employee))
    throw contractError(lang, 'employeeNotFound')
  return employee
}

/** A contract of an employee in the caller's data range (else notFound). */
export async function contractInRange(
  ctx: GatewayContext,
  auth: Auth,
  id: number,
  lang: Lang,
): Promise<EmploymentContractTable> {
  const row = await contractRow(ctx.db, auth.session.tenant_id, id)
  const employee = row && (await employeeOf(ctx.db, row.tenant_id, row.employee_id))
  if (!row || !employee || !inScope(await staffScopeOf(ctx, auth.session, auth.user), employee))
    throw contractError(lang, 'notFound')
  return row
}

/** The rows as answers: employee names, type names in `lang`, days left and pending changes. */
export async function viewsOf(
  ctx: GatewayContext,
  tenantId: number,
  rows: EmploymentContractTable[],
  lang: Lang,
): Promise<ContractView[]> {
  if (rows.length === 0) return []
  const employeeIds = [...new Set(rows.map((row) => row.employee_id))]
  const [employees, dictionaries, pending] = await Promise.all([
    ctx.db
      .selectFrom('employee')
      .select(['id', 'name', 'job_number'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', employeeIds)
      .execute(),
    dictionariesOf(ctx.db, tenantId, ctx.now(), [CONTRACT_TYPE_DICTIONARY]),
    ctx.db
      .selectFrom('employment_contract_change')
      .select(['id', 'kind', 'instance_id', 'contract_id'])
      .where('tenant_id', '=', tenantId)
      .where(
        'contract_id',
        'in',
        rows.map((row) => row.id),
      )
      .where('status', '=', 'pending')
      .execute(),
  ])
  const today = dayOf(ctx.now())
  const types = dictionaries[0]?.values ?? []
  return rows.map((row) => {
    const employee = employees.find((e) => e.id === row.employee_id)
    const type = types.find((value) => value.code === row.type_code)
    const change = pending.find((p) => p.contract_id === row.id)
    return {
      id: row.id,
      employeeId: row.employee_id,
      employeeName: employee?.name ?? '',
      jobNumber: employee?.job_number ?? '',
      typeCode: row.type_code,
      typeName: type ? valueName(type, lang === 'en') : row.type_code,
      term: row.term as Term,
      startDate: row.start_date,
      endDate: row.end_date,
      project: row.project,
      probationMonths: Number(row.probation_months),
      probationEnd: row.probation_end,
      signDate: row.sign_date,
      status: row.status as ContractView['status'],
      documents: documentsOf(row),
      previousId: row.previous_id,
      terminatedOn: row.terminated_on,
      terminationReason: row.termination_reason,
      daysLeft: row.end_date ? daysBetween(today, row.end_date) : null,
      pending: change ? { id: change.id, kind: change.kind as ChangeKind, instanceId: change.instance_id } : null,
      updatedAt: Number(row.updated_at),
    }
  })
}

/** The next id of the tenant's contracts. Call inside the transaction that inserts. */
export async function nextContractId(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('employment_contract')
    .select((eb) => eb.fn.max('id').as('top'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return Number(row?.top ?? 0) + 1
}
