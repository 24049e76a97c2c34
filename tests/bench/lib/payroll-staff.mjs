// The world of tests/bench/payroll-month.mjs: a tenant's month of payroll for many staff, written in batches.
import { randomOf } from './gateway-code.mjs'

export const STAFF = 10_000
export const MONTH = '2026-03'
const BATCH = 500
/** The bench accounts' ids: their employee's id plus this. */
const ACCOUNT_IDS = 1_000_000

/**
 * 10,000 more employees of tenant 1 (in the demo company, so its salary group pays them), each with an account (a copy
 * of the demo's staff account: their payslip notice is queued), a salary profile, a social insurance base, a frozen attendance summary of the month (some unpaid leave, overtime, lateness) and a bonus
 * input; the month locked.
 */
export async function seedMonth(code, db) {
  const random = randomOf(20260301)
  const places = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id', 'zhiwei_id'])
    .where('tenant_id', '=', 1)
    .orderBy('id')
    .execute()
  const { id: _, ...account } = await db
    .selectFrom('app_user')
    .selectAll()
    .where('user_name', '=', 'staff')
    .executeTakeFirstOrThrow()
  await db.transaction().execute(async (trx) => {
    const top = await trx
      .selectFrom('employee')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    let id = Number(top?.id ?? 0)
    for (let done = 0; done < STAFF; done += BATCH) {
      const employees = []
      const profiles = []
      const bases = []
      for (let i = 0; i < BATCH; i++) {
        const place = places[(done + i) % places.length]
        const n = done + i
        employees.push({
          id: ++id,
          tenant_id: 1,
          organ_id: place.organ_id,
          gangwei_id: place.id,
          zhiwei_id: place.zhiwei_id,
          name: `Bench ${n}`,
          job_number: `B${String(n + 1).padStart(6, '0')}`,
          phone: `137${String(n).padStart(8, '0')}`,
          email: `b${n}@bench.example`,
          gender: n % 2,
          entry_date: 1_600_000_000_000,
          leave_date: null,
          status: 1,
        })
        profiles.push({
          tenant_id: 1,
          employee_id: id,
          effective_month: '2025-01',
          base_fen: (5000 + Math.floor(random() * 25000)) * 100,
          allowances: JSON.stringify({ meal: '300.00', transport: '200.00' }),
          bank_name: 'Bench',
          bank_account: `62258800${String(id).padStart(8, '0')}`,
          cost_centre: `CC${place.organ_id}`,
          reason: '',
          changed_by: 1,
          changed_at: 0,
        })
        // The demo's first social insurance scheme, a base within its limits.
        bases.push({
          tenant_id: 1,
          employee_id: id,
          effective_month: '2025-07',
          scheme_id: 1,
          base_fen: (8000 + Math.floor(random() * 30000)) * 100,
          saved_by: 1,
          saved_at: 0,
        })
      }
      await trx.insertInto('employee').values(employees).execute()
      await trx
        .insertInto('app_user')
        .values(
          employees.map((employee) => ({
            ...account,
            id: employee.id + ACCOUNT_IDS,
            user_name: `bench${employee.job_number}`,
            real_name: employee.name,
            phone: employee.phone,
            email: employee.email,
            employee_id: employee.id,
          })),
        )
        .execute()
      await trx
        .insertInto('user_tenant')
        .values(employees.map((employee) => ({ user_id: employee.id + ACCOUNT_IDS, tenant_id: 1 })))
        .execute()
      await trx.insertInto('salary_profile').values(profiles).execute()
      for (let i = 0; i < bases.length; i += 100)
        await trx
          .insertInto('insurance_base')
          .values(bases.slice(i, i + 100))
          .execute()
    }
    const staff = await trx
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      // In the same order on both engines, so both months are the same and so are their figures.
      .orderBy('id')
      .execute()
    const summaries = staff.map(({ id: employeeId }) => {
      const unpaid = random() < 0.1 ? Math.ceil(random() * 3) : 0
      return {
        tenant_id: 1,
        month: MONTH,
        employee_id: employeeId,
        days_due: 22,
        days_worked: 22 - unpaid,
        late_count: Math.floor(random() * 6),
        late_minutes: 0,
        early_count: 0,
        early_minutes: 0,
        absent_days: 0,
        missing_punches: 0,
        leave_days: JSON.stringify(unpaid ? { personal: { days: unpaid, hours: unpaid * 8 } } : {}),
        overtime_hours: Math.floor(random() * 20),
        locked_at: 0,
      }
    })
    for (let i = 0; i < summaries.length; i += BATCH)
      await trx
        .insertInto('month_summary')
        .values(summaries.slice(i, i + BATCH))
        .execute()
    await code.lockMonth(trx, 1, MONTH, 1)
    await trx
      .insertInto('salary_run')
      .values({
        tenant_id: 1,
        id: 1,
        group_id: 1,
        month: MONTH,
        status: 'draft',
        instance_id: null,
        headcount: 0,
        gross_fen: 0,
        net_fen: 0,
        tax_fen: 0,
        employer_fen: 0,
        created_by: 1,
        created_at: 0,
        calculated_at: null,
        locked_at: null,
        published_at: null,
        threshold: '10',
      })
      .execute()
    const lines = staff.map(({ id: employeeId }) => ({
      tenant_id: 1,
      run_id: 1,
      employee_id: employeeId,
      organ_id: 0,
      cost_centre: '',
      inputs: JSON.stringify(random() < 0.3 ? { bonus: `${Math.floor(random() * 3000)}.50` } : {}),
      detail: '{}',
      gross_fen: 0,
      deduction_fen: 0,
      social_fen: 0,
      tax_fen: 0,
      net_fen: 0,
      employer_fen: 0,
      previous_net_fen: null,
      calculated_at: null,
      tax_record: '',
    }))
    for (let i = 0; i < lines.length; i += BATCH)
      await trx
        .insertInto('salary_line')
        .values(lines.slice(i, i + BATCH))
        .execute()
  })
}
