import type { Db } from '../../../core/db/types'
import { teamOf } from '../../access'
import type { StaffRow } from '../month'

const STAFF = ['id', 'name', 'job_number', 'organ_id'] as const
/** The most people the approver's compact calendar shows (the requester first). */
export const REQUEST_TEAM_MAX = 30

/** The people on the job reporting to the employee, directly or through others (employee.manager_id), by job number. */
export async function managedStaff(db: Db, tenantId: number, employeeId: number | null): Promise<StaffRow[]> {
  if (employeeId === null) return []
  const own = await db
    .selectFrom('employee')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', employeeId)
    .executeTakeFirst()
  if (!own) return []
  const team = (await teamOf(db, tenantId, own.id)).filter((id) => id !== own.id)
  if (team.length === 0) return []
  return db
    .selectFrom('employee')
    .select([...STAFF])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 1)
    .where('id', 'in', team)
    .orderBy('job_number')
    .orderBy('id')
    .execute()
}

/**
 * A requester's team: the staff on the job sharing their line manager, else (no line manager) their department's; the
 * requester first, at most REQUEST_TEAM_MAX people. Empty for an account without a staff record in the tenant.
 */
export async function requesterTeam(db: Db, tenantId: number, userId: number): Promise<StaffRow[]> {
  const self = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select(['employee.id', 'employee.name', 'employee.job_number', 'employee.organ_id', 'employee.manager_id'])
    .where('app_user.id', '=', userId)
    .where('employee.tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (!self) return []
  let query = db
    .selectFrom('employee')
    .select([...STAFF])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 1)
    .where('id', '!=', self.id)
  query =
    self.manager_id === null
      ? query.where('organ_id', '=', self.organ_id)
      : query.where('manager_id', '=', self.manager_id)
  const others = await query
    .orderBy('job_number')
    .orderBy('id')
    .limit(REQUEST_TEAM_MAX - 1)
    .execute()
  return [{ id: self.id, name: self.name, job_number: self.job_number, organ_id: self.organ_id }, ...others]
}
