import { functionIdsOf } from '../../core/auth/functions'
import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Lang } from '../../core/lang'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { inStaffScope, staffScopeOf, teamOf } from '../access'
import { isOutsideId, outsidePersonOfAccount } from '../scheduling'
import { kaoqinError } from './errors'
import { KAOQIN_FUNCTIONS } from './functions'
import { employedBetween, ownEmployee } from './people'

export interface Person {
  id: number
  name: string
  job_number: string
  organ_id: number | null
  /** An employee's entry and leave dates (epoch ms), when read with them (the caller's own record is). */
  entry_date?: number
  leave_date?: number | null
  /** The ids of the accounts that sign in as an employee, when read with them (the caller's own record is). */
  accounts?: number[]
}

/**
 * The person the caller keeps attendance as in the session's tenant: their employee, else the outside person (an
 * outsourced worker, id below zero) their account signs in as, or undefined.
 */
async function ownPerson(ctx: GatewayContext, auth: Auth): Promise<Person | undefined> {
  const tenantId = auth.session.tenant_id
  const self = await ownEmployee(ctx.db, tenantId, auth.user.employee_id)
  if (self || auth.user.employee_id !== null) return self
  const outside = await outsidePersonOfAccount(ctx.db, tenantId, auth.user.id)
  return outside
}

/** The caller's own attendance person (employee or outsourced worker) in the session's tenant; throws noStaffRecord. */
export async function callerEmployee(ctx: GatewayContext, auth: Auth, lang: Lang): Promise<Person> {
  const self = await ownPerson(ctx, auth)
  if (!self) throw kaoqinError(lang, 'noStaffRecord')
  return self
}

/** The people reporting to the caller, directly or through others (employee.manager_id), on the job, by job number. */
export async function teamPeople(ctx: GatewayContext, auth: Auth, lang: Lang): Promise<Person[]> {
  const self = await callerEmployee(ctx, auth, lang)
  const team = (await teamOf(ctx.db, auth.session.tenant_id, self.id)).filter((id) => id !== self.id)
  if (team.length === 0) return []
  return ctx.db
    .selectFrom('employee')
    .select(['id', 'name', 'job_number', 'organ_id'])
    .where('tenant_id', '=', auth.session.tenant_id)
    .where('status', '=', 1)
    .where('id', 'in', team)
    .orderBy('job_number')
    .orderBy('id')
    .execute()
}

/**
 * The staff the caller may see (data range), of a department and its sub-departments when given: those on the job, or
 * with `employed` those employed on some day of that span (a month's joiners and leavers); throws organNotFound for a
 * department of another tenant.
 */
export async function scopedPeople(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  organId?: number,
  employed?: { from: string; to: string },
): Promise<Person[]> {
  const tenantId = auth.session.tenant_id
  let organIds: number[] | null = null
  if (organId !== undefined) {
    const organs = await organsOfTenant(ctx.db, tenantId)
    if (!organs.some((organ) => organ.id === organId)) throw kaoqinError(lang, 'organNotFound')
    organIds = subtreeIds(organs, organId)
  }
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  let query = ctx.db
    .selectFrom('employee')
    .select(['employee.id', 'employee.name', 'employee.job_number', 'employee.organ_id'])
    .where('employee.tenant_id', '=', tenantId)
    .where(employed ? employedBetween(employed.from, employed.to) : (eb) => eb('employee.status', '=', 1))
    .where(inStaffScope(scope))
  if (organIds) query = query.where('employee.organ_id', 'in', organIds)
  return query.orderBy('employee.job_number').orderBy('employee.id').execute()
}

/** Whether the caller may read this employee's attendance: their own, their team's (8006) or within their data range (8007). */
export async function maySee(ctx: GatewayContext, auth: Auth, employeeId: number): Promise<boolean> {
  const tenantId = auth.session.tenant_id
  const self = await ownPerson(ctx, auth)
  if (self?.id === employeeId) return true
  if (isOutsideId(employeeId)) return false
  const person = await ctx.db
    .selectFrom('employee')
    .select(['id', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', employeeId)
    .executeTakeFirst()
  if (!person) return false
  const granted = auth.user.is_super ? null : await functionIdsOf(ctx.db, auth.user.id, tenantId)
  const has = (id: string) => granted === null || granted.has(id)
  if (self && has(KAOQIN_FUNCTIONS.team) && (await teamOf(ctx.db, tenantId, self.id)).includes(employeeId)) return true
  if (!has(KAOQIN_FUNCTIONS.department)) return false
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  const inRange = await ctx.db
    .selectFrom('employee')
    .select('employee.id')
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.id', '=', employeeId)
    .where(inStaffScope(scope))
    .executeTakeFirst()
  return inRange !== undefined
}
