import type { Db } from '../core/db/types'

/**
 * The demo leave types (tracked ones have a yearly balance), their days a year, how many days back a request may start,
 * and who may take them (gender: 1 men, 2 women, as the staff record's code).
 */
const TYPES = [
  {
    code: 'annual',
    name_zh: '年假',
    name_en: 'Annual leave',
    tracked: 1,
    paid: 1,
    days: 10,
    unit: 'day',
    backdate_days: 366,
  },
  {
    code: 'sick',
    name_zh: '病假',
    name_en: 'Sick leave',
    tracked: 1,
    paid: 1,
    days: 5,
    unit: 'day',
    backdate_days: 30,
  },
  {
    code: 'personal',
    name_zh: '事假',
    name_en: 'Personal leave',
    tracked: 0,
    paid: 0,
    days: 0,
    unit: 'day',
    backdate_days: 366,
  },
  {
    code: 'maternity',
    name_zh: '产假',
    name_en: 'Maternity leave',
    tracked: 1,
    paid: 1,
    days: 98,
    unit: 'day',
    backdate_days: 30,
    gender: 2,
  },
  {
    code: 'paternity',
    name_zh: '陪产假',
    name_en: 'Paternity leave',
    tracked: 1,
    paid: 1,
    days: 15,
    unit: 'day',
    backdate_days: 30,
    gender: 1,
  },
  // Time off in lieu: hours credited by approved overtime on rest days and holidays, no yearly balance.
  {
    code: 'toil',
    name_zh: '调休',
    name_en: 'Time off in lieu',
    tracked: 1,
    paid: 1,
    days: 0,
    unit: 'hour',
    backdate_days: 30,
  },
]

/** Leave types of both demo tenants and every member's balances of this year and the next. */
export async function seedLeave(db: Db, now: number): Promise<void> {
  const year = new Date(now).getUTCFullYear()
  for (const tenantId of [1, 2]) {
    await db
      .insertInto('leave_type')
      .values(TYPES.map(({ days: _, ...type }, sort) => ({ ...type, tenant_id: tenantId, sort })))
      .execute()
    const members = await db.selectFrom('user_tenant').select('user_id').where('tenant_id', '=', tenantId).execute()
    const rows = members.flatMap(({ user_id }) =>
      [year, year + 1].flatMap((y) =>
        TYPES.filter((t) => t.tracked && t.code !== 'toil').map((type) => ({
          tenant_id: tenantId,
          user_id,
          year: y,
          type_code: type.code,
          total: type.days,
          used: 0,
        })),
      ),
    )
    if (rows.length) await db.insertInto('leave_balance').values(rows).execute()
  }
}
