// A tenant's staff for tests/bench/leave-rollover.mjs, inserted the fast way (batches in one transaction): employees,
// their profiles (work-start dates) and accounts; the year's leavers and long sick leaves; annual leave taken.
const BATCH = 300
const DAY = 86_400_000

const dayOf = (time) => new Date(time).toISOString().slice(0, 10)
/** A random midnight (UTC) from `from` to `to` ('YYYY-MM-DD'). */
const dayBetween = (random, from, to) => {
  const start = Date.parse(`${from}T00:00:00Z`)
  return start + Math.floor(random() * ((Date.parse(`${to}T00:00:00Z`) - start) / DAY + 1)) * DAY
}

async function insertBatches(db, table, rows) {
  for (let start = 0; start < rows.length; start += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH))
      .execute()
}

/** The rows of one person: the employee, an empty profile with the work-start date, and an account. */
function rowsOf(tenant, place, person, n) {
  const employee = {
    id: person.employeeId,
    tenant_id: tenant.id,
    organ_id: place.organ_id,
    gangwei_id: place.id,
    zhiwei_id: place.zhiwei_id,
    name: `Rollover ${n}`,
    job_number: `R${String(n + 1).padStart(6, '0')}`,
    phone: `136${String(n).padStart(8, '0')}`,
    email: `r${n}@bench.example`,
    gender: person.gender,
    entry_date: person.entry,
    leave_date: null,
    status: 1,
  }
  const profile = { tenant_id: tenant.id, employee_id: person.employeeId, work_start_date: person.workStart }
  const account = {
    id: person.userId,
    user_name: `rollover${n}`,
    real_name: `Rollover ${n}`,
    password_hash: 'x',
    password_salt: 'x',
    phone: '',
    email: '',
    tenant_id: tenant.id,
    company_id: tenant.company_id,
    employee_id: person.employeeId,
    is_super: 0,
    perm_version: 0,
    head_url: '',
  }
  return { employee, profile, account }
}

const PROFILE_DEFAULTS = {
  id_number: '',
  birth_date: null,
  address: '',
  salary_grade: '',
  contract_start: null,
  contract_end: null,
  emergency_name: '',
  emergency_relation: '',
  emergency_phone: '',
  leave_reason: '',
  nationality: '',
  education: '',
  marital_status: '',
  political_status: '',
  contract_type: '',
  updated_by: null,
  updated_at: 0,
}

/**
 * `count` people of the tenant: one in twenty joins during 2026 (inserted by `addJoiners`, after 2026's grants), the
 * others entered between 2010 and 2025; they began working 0 to 30 years before their entry (some the same day: no
 * work-start date), so they fall under each statutory step (none, 5, 10, 15 days); women and men alternate.
 */
export async function addStaff(db, tenantId, count, random) {
  const tenant = await db
    .selectFrom('tenant')
    .select(['id', 'company_id'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow()
  const places = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id', 'zhiwei_id'])
    .where('tenant_id', '=', tenantId)
    .execute()
  const top = async (table) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    )
  const [employeeTop, userTop] = [await top('employee'), await top('app_user')]
  const people = []
  for (let n = 0; n < count; n++) {
    const joiner = n % 20 === 19
    const entry = joiner
      ? dayBetween(random, '2026-02-01', '2026-11-30')
      : dayBetween(random, '2010-01-01', '2025-12-31')
    const years = random() < 0.1 ? 0 : Math.floor(random() * 30)
    const workStart = years ? entry - years * 365 * DAY - Math.floor(random() * 365) * DAY : null
    people.push({
      n,
      joiner,
      employeeId: employeeTop + n + 1,
      userId: userTop + n + 1,
      gender: 1 + (n % 2),
      entry,
      workStart,
    })
  }
  const insert = async (group) => {
    const rows = group.map((person) => rowsOf(tenant, places[person.n % places.length], person, person.n))
    await db.transaction().execute(async (trx) => {
      await insertBatches(
        trx,
        'employee',
        rows.map((row) => row.employee),
      )
      await insertBatches(
        trx,
        'employee_profile',
        rows.map((row) => ({ ...PROFILE_DEFAULTS, ...row.profile })),
      )
      await insertBatches(
        trx,
        'app_user',
        rows.map((row) => row.account),
      )
    })
  }
  await insert(people.filter((person) => !person.joiner))
  return { people, addJoiners: () => insert(people.filter((person) => person.joiner)) }
}

/**
 * The year's changes the rollover settles: 3 % of the staff leave on a day of the year (their days prorated), and 1 %
 * had an approved sick leave of 100 calendar days (a bar on annual leave by the years of work).
 */
export async function leaveDuring(db, tenantId, people, random, year) {
  await db.transaction().execute(async (trx) => {
    const sick = []
    for (const person of people) {
      const roll = random()
      if (roll < 0.03 && !person.joiner) {
        await trx
          .updateTable('employee')
          .set({ leave_date: dayBetween(random, `${year}-01-15`, `${year}-12-15`) })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', person.employeeId)
          .execute()
      } else if (roll < 0.04) {
        const start = dayBetween(random, `${year}-01-05`, `${year}-08-31`)
        sick.push({
          tenant_id: tenantId,
          id: `bench-sick-${person.userId}`,
          user_id: person.userId,
          type_code: 'sick',
          start_date: dayOf(start),
          start_half: 'am',
          end_date: dayOf(start + 99 * DAY),
          end_half: 'pm',
          days: 70,
          reason: 'bench',
          status: 'approved',
          instance_id: null,
          created_at: start,
          start_time: null,
          end_time: null,
          hours: 0,
          credits: null,
        })
      }
    }
    await insertBatches(trx, 'leave_request', sick)
  })
}

/** Annual leave taken in the year by 70 % of those given some: 1 to 5 days, never more than given (the product's ledger). */
export async function takeAnnualLeave(code, db, tenantId, people, random, year) {
  const users = new Set(people.map((person) => person.userId))
  const balances = await db
    .selectFrom('leave_balance')
    .select(['user_id', 'total'])
    .where('tenant_id', '=', tenantId)
    .where('year', '=', year)
    .where('type_code', '=', 'annual')
    .orderBy('user_id')
    .execute()
  const entries = []
  for (const row of balances) {
    if (!users.has(row.user_id) || random() >= 0.7) continue
    const days = Math.min(Number(row.total), 1 + Math.floor(random() * 5))
    if (days <= 0) continue
    entries.push({
      tenantId,
      userId: row.user_id,
      typeCode: 'annual',
      year,
      kind: 'taken',
      amount: days * 100,
      key: `taken:bench-${row.user_id}`,
    })
  }
  await db.transaction().execute((trx) => code.post(trx, entries, Date.parse(`${year}-06-30T00:00:00Z`)))
  return entries.length
}
