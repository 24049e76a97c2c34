import type { Db, OrganTable } from '../../core/db/types'
import { organsOfTenant } from '../../core/org-tree'

/** A staff member as the sync compares them: their record's fields, their position's name and their account. */
export interface PortalPerson {
  employeeId: number
  name: string
  mobile: string
  email: string
  jobNumber: string
  organId: number
  title: string
  /** 'YYYY-MM-DD' */
  entryDate: string
  /** The day work began, 'YYYY-MM-DD', or null when the record has none. */
  workStartDate: string | null
  /** 1 on the job, 2 left. */
  status: number
  userId: number | null
}

export interface PortalAccount {
  userId: number
  userName: string
  phone: string
  employeeId: number | null
}

/** What the portal holds of one tenant, as one platform's sync reads it. */
export interface PortalState {
  organs: OrganTable[]
  /** platform department id → organ id */
  unitLinks: Map<string, number>
  /** platform member id → employee id */
  memberLinks: Map<string, number>
  people: PortalPerson[]
  accounts: PortalAccount[]
}

const dayOf = (time: number | string | null | undefined): string | null =>
  time === null || time === undefined ? null : new Date(Number(time)).toISOString().slice(0, 10)

export async function portalState(db: Db, tenantId: number, platform: string): Promise<PortalState> {
  const [organs, units, members, people, accounts] = await Promise.all([
    organsOfTenant(db, tenantId),
    db
      .selectFrom('dirsync_unit_link')
      .select(['department_id', 'organ_id'])
      .where('tenant_id', '=', tenantId)
      .where('platform', '=', platform)
      .execute(),
    db
      .selectFrom('dirsync_member_link')
      .select(['member_id', 'employee_id'])
      .where('tenant_id', '=', tenantId)
      .where('platform', '=', platform)
      .execute(),
    db
      .selectFrom('employee')
      .leftJoin('gangwei', (join) =>
        join.onRef('gangwei.id', '=', 'employee.gangwei_id').onRef('gangwei.tenant_id', '=', 'employee.tenant_id'),
      )
      .leftJoin('employee_profile', (join) =>
        join
          .onRef('employee_profile.employee_id', '=', 'employee.id')
          .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id'),
      )
      .leftJoin('app_user', (join) =>
        join.onRef('app_user.employee_id', '=', 'employee.id').onRef('app_user.tenant_id', '=', 'employee.tenant_id'),
      )
      .select([
        'employee.id',
        'employee.name',
        'employee.phone',
        'employee.email',
        'employee.job_number',
        'employee.organ_id',
        'employee.status',
        'employee.entry_date',
        'employee_profile.work_start_date',
        'gangwei.name as title',
        'app_user.id as user_id',
      ])
      .where('employee.tenant_id', '=', tenantId)
      .orderBy('employee.status')
      .orderBy('employee.id')
      .execute(),
    db
      .selectFrom('app_user')
      .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
      .select(['app_user.id', 'app_user.user_name', 'app_user.phone', 'app_user.employee_id'])
      .where('user_tenant.tenant_id', '=', tenantId)
      .execute(),
  ])
  const seen = new Set<number>()
  return {
    organs,
    unitLinks: new Map(units.map((row) => [row.department_id, row.organ_id])),
    memberLinks: new Map(members.map((row) => [row.member_id, row.employee_id])),
    // An employee with two accounts appears once (the first account).
    people: people
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .map((row) => ({
        employeeId: row.id,
        name: row.name,
        mobile: row.phone,
        email: row.email,
        jobNumber: row.job_number,
        organId: row.organ_id,
        title: row.title ?? '',
        entryDate: dayOf(row.entry_date)!,
        workStartDate: dayOf(row.work_start_date),
        status: row.status,
        userId: row.user_id ?? null,
      })),
    accounts: accounts.map((row) => ({
      userId: row.id,
      userName: row.user_name,
      phone: row.phone,
      employeeId: row.employee_id,
    })),
  }
}
