import type { Db } from '../core/db/types'
import { createWorkerAccount, OUTSOURCING_FUNCTIONS } from '../services/outsourcing'

/** The demo's outsourced worker who signs in (clock-in and My attendance only). */
export const DEMO_WORKER_ACCOUNT = { userName: 'worker', password: 'Worker@12345' }

/**
 * Outsourcing in the demo tenant: HR Manager's grants, a provider billing per day with two workers assigned since the
 * start of the month to the staff account's department (so they belong to its attendance group), one with the account
 * `worker`; the other billed at a day rate of her own.
 */
export async function seedOutsourcing(db: Db, now: number): Promise<void> {
  const hr = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name_en', '=', 'HR Manager')
    .executeTakeFirst()
  if (hr)
    await db
      .insertInto('role_function')
      .values(Object.values(OUTSOURCING_FUNCTIONS).map((function_id) => ({ role_id: hr.id, function_id })))
      .execute()
  const staff = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.organ_id')
    .where('app_user.user_name', '=', 'staff')
    .executeTakeFirstOrThrow()
  const today = new Date(now).toISOString().slice(0, 10)
  const monthStart = `${today.slice(0, 7)}-01`
  const year = Number(today.slice(0, 4))
  await db
    .insertInto('outsourcing_provider')
    .values({
      tenant_id: 1,
      id: 1,
      name: '安达人力外包有限公司',
      contact_name: '郑经理',
      contact_phone: '13900001111',
      contract_from: `${year}-01-01`,
      contract_to: `${year + 1}-12-31`,
      rate_unit: 'day',
      rate_fen: 32000,
      created_at: now,
      updated_at: now,
    })
    .execute()
  const workers = [
    { id: 1, name: '周小勇', id_number: '110101199003071234', mobile: '13900002221', skills: '仓储, 叉车' },
    { id: 2, name: '吴海燕', id_number: '310101199208154321', mobile: '13900002222', skills: '客服, 数据录入' },
  ]
  for (const worker of workers) {
    await db
      .insertInto('outsourcing_worker')
      .values({ tenant_id: 1, provider_id: 1, ...worker, user_id: null, created_at: now, updated_at: now })
      .execute()
  }
  await db
    .insertInto('outsourcing_assignment')
    .values([
      {
        tenant_id: 1,
        id: 1,
        worker_id: 1,
        organ_id: staff.organ_id,
        from_day: monthStart,
        to_day: null,
        rate_fen: null,
        created_at: now,
      },
      {
        tenant_id: 1,
        id: 2,
        worker_id: 2,
        organ_id: staff.organ_id,
        from_day: monthStart,
        to_day: null,
        rate_fen: 28000,
        created_at: now,
      },
    ])
    .execute()
  const userId = await createWorkerAccount(
    { db, tenantId: 1, actor: null, lang: 'zh' },
    { name: workers[0].name, mobile: workers[0].mobile },
    DEMO_WORKER_ACCOUNT,
  )
  await db
    .updateTable('outsourcing_worker')
    .set({ user_id: userId })
    .where('tenant_id', '=', 1)
    .where('id', '=', 1)
    .execute()
}
