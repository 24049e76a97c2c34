import { hashPassword } from '../core/auth/password'
import type { Db } from '../core/db/types'
import { expect } from 'vitest'
import type { TestGateway } from '../testing/test-gateway'
import { insertFixtureRows } from '../services/personnel'

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

/** Runs `calls` and expects tenant 1's rows of `tables` as they were before. */
export async function rowsUnchanged(gateway: TestGateway, tables: GuardedTable[], calls: () => Promise<void>) {
  const before = await rowsOf(gateway.ctx.db, 1, tables)
  await calls()
  expect(await rowsOf(gateway.ctx.db, 1, tables)).toEqual(before)
}

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

export const year = new Date().getUTCFullYear()
export const SHIFT = {
  nameZh: '一号租户班',
  nameEn: 'Tenant one shift',
  start: '10:00',
  end: '19:00',
  breaks: [{ start: '12:00', end: '13:00' }],
  flexMinutes: 15,
  lateGraceMinutes: 5,
  earlyGraceMinutes: 5,
  absentAfterMinutes: 240,
  minHours: 7,
}

/** The suite's calls (tenantsSuite) that the set-up below uses. */
interface SuiteCalls {
  post: (path: string, body: unknown, token: string) => ReturnType<TestGateway['post']>
  staffIds: (token: string) => Promise<number[]>
}

/**
 * Tenant 2's people, the staff and HR employees, and tenant 1's own calendar (with a holiday), shift type and group,
 * with ids tenant 2 has none of; tenant 2's top unit.
 */
export async function tenantOneSchedule(
  gateway: TestGateway,
  one: string,
  two: string,
  { post, staffIds }: SuiteCalls,
) {
  const people = await tenantTwoPeople(gateway)
  const employeeOf = async (name: string) =>
    (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('employee_id')
        .where('user_name', '=', name)
        .executeTakeFirstOrThrow()
    ).employee_id!
  const staffEmp = await employeeOf('staff')
  const hrEmp = await employeeOf('hr')
  const calendarOne = (
    await post(
      '/paiban/web/calendar/save',
      { nameZh: '一号租户', nameEn: 'Tenant one site', timeZone: 'Asia/Singapore' },
      one,
    )
  ).body.result.id
  expect(
    (
      await post(
        '/paiban/web/calendar/saveDay',
        { calendarId: calendarOne, day: `${year + 1}-05-20`, kind: 'holiday', nameZh: '厂庆', nameEn: 'Site day' },
        one,
      )
    ).body.code,
  ).toBe(0)
  const shiftOne = (await post('/paiban/web/shiftType/save', SHIFT, one)).body.result.id
  const person = (await staffIds(one)).find((id) => id !== staffEmp && id !== hrEmp)!
  const groupOne = (
    await post(
      '/paiban/web/group/save',
      {
        name: 'Tenant one desk',
        calendarId: calendarOne,
        mode: 'fixed',
        week: [shiftOne, shiftOne, shiftOne, shiftOne, shiftOne, 0, 0],
        organIds: [],
        employeeIds: [person],
        places: [{ name: 'Desk', lat: 1.3, lng: 103.8, radius: 200 }],
      },
      one,
    )
  ).body.result.id
  const ids = async (path: string, token: string) =>
    ((await post(path, {}, token)).body.result as Array<{ id: number }>).map((row) => row.id)
  expect(await ids('/paiban/web/calendar/list', two)).not.toContain(calendarOne)
  expect(await ids('/paiban/web/shiftType/list', two)).not.toContain(shiftOne)
  expect(await ids('/paiban/web/group/list', two)).not.toContain(groupOne)
  const rootTwo = (await post('/ums/web/organ/organTreeList', {}, two)).body.result[0].id
  return { people, staffEmp, hrEmp, calendarOne, shiftOne, groupOne, rootTwo }
}
