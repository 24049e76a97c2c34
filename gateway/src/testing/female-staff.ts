import type { Db } from '../core/db/types'
import { insertFixtureRows, setFixtureManager } from '../services/personnel'
import { settleYear } from '../services/leave'

/** The account addFemaleStaff makes: staff's password, for a woman of the same line manager. */
export const FEMALE_STAFF = { userName: 'staff-woman', password: 'Staff@12345' } as const

/**
 * An account for a female demo employee reporting to `manager` (made so when no woman does), like `staff` (a man): the
 * Staff role, staff's password,
 * her own leave balances and staff's seen tour (maternity leave is women's only). Answers the employee's id.
 */
export async function addFemaleStaff(db: Db): Promise<number> {
  const staff = await db.selectFrom('app_user').selectAll().where('user_name', '=', 'staff').executeTakeFirstOrThrow()
  const manager = await db
    .selectFrom('app_user')
    .select('employee_id')
    .where('user_name', '=', 'manager')
    .executeTakeFirstOrThrow()
  // A woman without an account who heads nobody, one reporting to `manager` first; she is made to report to them.
  const woman = await db
    .selectFrom('employee')
    .select(['id', 'name', 'phone', 'email'])
    .where('tenant_id', '=', 1)
    .where('gender', '=', 2)
    .where('status', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('app_user').select('app_user.id').whereRef('app_user.employee_id', '=', 'employee.id')),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('employee as report').select('report.id').whereRef('report.manager_id', '=', 'employee.id'),
        ),
      ),
    )
    .orderBy((eb) => eb.case().when('manager_id', '=', manager.employee_id!).then(0).else(1).end())
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await setFixtureManager(db, 1, manager.employee_id!, [woman.id])
  const { top } = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirstOrThrow()
  const id = Number(top) + 1
  await insertFixtureRows(db, 'app_user', [
    {
      ...staff,
      id,
      user_name: FEMALE_STAFF.userName,
      real_name: woman.name,
      phone: woman.phone,
      email: woman.email,
      employee_id: woman.id,
    },
  ])
  await insertFixtureRows(db, 'user_tenant', [{ user_id: id, tenant_id: 1 }])
  const roles = await db.selectFrom('user_role').select('role_id').where('user_id', '=', staff.id).execute()
  await insertFixtureRows(
    db,
    'user_role',
    roles.map((role) => ({ user_id: id, role_id: role.role_id })),
  )
  // Her balances are made as any account's: this year's and next year's entitlements.
  const year = new Date().getUTCFullYear()
  await settleYear(db, 1, year, `${year}-12-31`, Date.now(), [id])
  await settleYear(db, 1, year + 1, `${year + 1}-01-01`, Date.now(), [id])
  const tours = await db.selectFrom('tour_completion').selectAll().where('user_id', '=', staff.id).execute()
  if (tours.length)
    await db
      .insertInto('tour_completion')
      .values(tours.map((tour) => ({ ...tour, user_id: id })))
      .execute()
  return woman.id
}
