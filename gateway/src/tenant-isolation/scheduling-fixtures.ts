import { hashPassword } from '../core/auth/password'
import type { Db } from '../core/db/types'
import type { TestGateway } from '../testing/test-gateway'
import { insertFixtureRows } from '../services/ums'

/** Tables of tenant 1 that the scheduling and leave writes of tenant 2 must leave as they were. */
export type GuardedTable =
  | 'work_calendar'
  | 'calendar_day'
  | 'shift'
  | 'att_group'
  | 'att_group_member'
  | 'att_group_place'
  | 'shift_roster'
  | 'shift_override'
  | 'shift_swap'
  | 'wf_instance'
  | 'overtime_request'
  | 'leave_credit'
  | 'leave_setting'
  | 'patch_card'
  | 'leave_request'
  | 'leave_balance'

/** Every row of a tenant in each table, as sorted JSON lines (compared before and after the other tenant's calls). */
export async function rowsOf(db: Db, tenantId: number, tables: GuardedTable[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {}
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().where('tenant_id', '=', tenantId).execute()
    out[table] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return out
}

/** Functions the tenant-2 accounts hold through their role: shift swaps, my leave (patch cards), cancel leave. */
const FUNCTIONS = ['8104', '8001', '800101']

export interface TenantTwoPeople {
  /** `staff` (a staff record of tenant 1 only), a member of tenant 2 too, signed in there. */
  staffTwo: string
  /** `hr` (a member of both tenants, a staff record of tenant 1 only), signed in to tenant 2. */
  hrTwo: string
  /** An account of tenant 2 with a staff record of tenant 2, signed in there, and that record's id. */
  colleagueTwo: string
  colleagueEmployee: number
}

/**
 * People in tenant 2 with a role of tenant 2 granting FUNCTIONS: tenant 1's staff and hr (so checks of the caller's own
 * user id pass and only the tenant keeps tenant 1's rows apart) and a colleague of tenant 2's own staff.
 */
export async function tenantTwoPeople(gateway: TestGateway): Promise<TenantTwoPeople> {
  const db = gateway.ctx.db
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'user_name'])
    .where('user_name', 'in', ['staff', 'hr'])
    .execute()
  const idOf = (name: string) => users.find((u) => u.user_name === name)!.id
  const roleId =
    Number(
      (
        await db
          .selectFrom('role')
          .select((eb) => eb.fn.max('id').as('top'))
          .executeTakeFirstOrThrow()
      ).top,
    ) + 1
  await db
    .insertInto('role')
    .values({ id: roleId, tenant_id: 2, name: '排班隔离测试', description: 'tenant-isolation/scheduling.test.ts' })
    .execute()
  await db
    .insertInto('role_function')
    .values(FUNCTIONS.map((function_id) => ({ role_id: roleId, function_id })))
    .execute()
  await insertFixtureRows(db, 'user_tenant', [{ user_id: idOf('staff'), tenant_id: 2 }])

  const person = await db
    .selectFrom('employee')
    .select(['id', 'name'])
    .where('tenant_id', '=', 2)
    .where('status', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('app_user').select('app_user.id').whereRef('app_user.employee_id', '=', 'employee.id')),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const { hash, salt } = await hashPassword('Colleague@12345')
  const top = Number(
    (
      await db
        .selectFrom('app_user')
        .select((eb) => eb.fn.max('id').as('top'))
        .executeTakeFirstOrThrow()
    ).top,
  )
  const colleagueId = top + 100
  await insertFixtureRows(db, 'app_user', [
    {
      id: colleagueId,
      user_name: 'beijing-colleague',
      real_name: person.name,
      password_hash: hash,
      password_salt: salt,
      phone: `139${String(colleagueId).padStart(8, '0')}`,
      email: 'beijing-colleague@demo-co.example',
      tenant_id: 2,
      company_id: 1,
      employee_id: person.id,
      is_super: 0,
      perm_version: 1,
      head_url: '',
    },
  ])
  await insertFixtureRows(db, 'user_tenant', [{ user_id: colleagueId, tenant_id: 2 }])
  await insertFixtureRows(
    db,
    'user_role',
    [idOf('staff'), idOf('hr'), colleagueId].map((user_id) => ({ user_id, role_id: roleId })),
  )
  return {
    staffTwo: await gateway.login('staff', 'Staff@12345', { tenantId: 2 }),
    hrTwo: await gateway.login('hr', 'Hr@123456789', { tenantId: 2 }),
    colleagueTwo: await gateway.login('beijing-colleague', 'Colleague@12345', { tenantId: 2 }),
    colleagueEmployee: person.id,
  }
}
