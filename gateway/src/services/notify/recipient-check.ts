import { functionIdsOf } from '../../core/auth/functions'
import { staffHasLeft } from '../../core/auth/left-staff'
import type { Db } from '../../core/db/types'
import { inScope, staffScopeOf, type StaffScope } from '../access'

/**
 * What a message's content needs of its recipient at the moment it is sent. Every sender of company data states it,
 * and {@link recipientRefusal} checks it just before the message leaves: a person who left, lost the function or the
 * data range gets nothing.
 */
export interface RecipientNeed {
  /** The recipient's own content (their payslip, their termination certificate): it reaches them after they left. */
  own?: boolean
  /** A function the content needs (a super user holds every one). */
  functionId?: string
  /** Employees the content names: each must be in the recipient's data range. */
  staff?: number[]
  /** The employee whose line manager the recipient must still be (a manager hears of their direct reports). */
  managerOf?: number
  /** The data range the content was made with (a report run for the recipient): their range must still cover it. */
  range?: StaffScope
}

/** Why a recipient may not receive a message (notify texts error.*). */
export type Refusal = 'notMember' | 'left' | 'noFunction' | 'outOfRange' | 'notManager'

/** Whether `need` (the scope content was made with) lies within `scope` (the recipient's range now). */
async function covers(db: Db, tenantId: number, scope: StaffScope, need: StaffScope): Promise<boolean> {
  if (scope.organIds === null && scope.employeeIds === null) return true
  if (need.organIds === null && need.employeeIds === null) return false
  if (
    scope.employeeIds !== null &&
    (need.employeeIds === null || need.employeeIds.some((id) => !scope.employeeIds!.includes(id)))
  )
    return false
  if (scope.organIds === null) return true
  if (need.organIds !== null) return need.organIds.every((id) => scope.organIds!.includes(id))
  return staffInScope(db, tenantId, scope, need.employeeIds!)
}

/** Whether every one of `employeeIds` is an employee of the tenant within `scope`. */
async function staffInScope(db: Db, tenantId: number, scope: StaffScope, employeeIds: number[]): Promise<boolean> {
  const ids = [...new Set(employeeIds)]
  if (ids.length === 0) return true
  const staff = await db
    .selectFrom('employee')
    .select(['id', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute()
  return staff.length === ids.length && staff.every((person) => inScope(scope, person))
}

/**
 * Checks, as of now, that a person may still receive content that needs `need`: they are a member of the tenant,
 * still employed (unless the content is their own), hold its function and their data range covers it. Answers null
 * when they may, else why not. Call it just before sending: rights change between queuing and sending.
 */
export async function recipientRefusal(
  db: Db,
  tenantId: number,
  userId: number,
  need: RecipientNeed,
): Promise<Refusal | null> {
  const user = await db
    .selectFrom('user_tenant')
    .innerJoin('app_user', 'app_user.id', 'user_tenant.user_id')
    .select(['app_user.id', 'app_user.is_super', 'app_user.employee_id'])
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('user_tenant.user_id', '=', userId)
    .executeTakeFirst()
  if (!user) return 'notMember'
  if (need.own) return null
  if (await staffHasLeft(db, user.employee_id)) return 'left'
  if (need.functionId && user.is_super !== 1 && !(await functionIdsOf(db, userId, tenantId)).has(need.functionId))
    return 'noFunction'
  if (need.managerOf !== undefined) {
    const report =
      user.employee_id === null
        ? undefined
        : await db
            .selectFrom('employee')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', need.managerOf)
            .where('manager_id', '=', user.employee_id)
            .executeTakeFirst()
    if (!report) return 'notManager'
  }
  if (need.staff?.length || need.range) {
    const scope = await staffScopeOf({ db }, { tenant_id: tenantId, user_id: userId }, user)
    if (need.staff?.length && !(await staffInScope(db, tenantId, scope, need.staff))) return 'outOfRange'
    if (need.range && !(await covers(db, tenantId, scope, need.range))) return 'outOfRange'
  }
  return null
}
