import type { Db } from '../../../core/db/types'
import { insertFixtureRows } from '../../people'
import { writeLeaveTypes } from '../entitlement/default-types'
import { type Entry, post } from '../entitlement/ledger'
import { rollOver } from '../entitlement/rollover'

const DAY = 86_400_000

/** A small deterministic random source (a linear congruential generator), values in [0, 1). */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** A random midnight (UTC) from `from` to `to` ('YYYY-MM-DD'), as epoch milliseconds. */
const dayBetween = (random: () => number, from: string, to: string) => {
  const start = Date.parse(`${from}T00:00:00Z`)
  return start + Math.floor(random() * ((Date.parse(`${to}T00:00:00Z`) - start) / DAY + 1)) * DAY
}
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)

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

interface Person {
  n: number
  employeeId: number
  userId: number
  entry: number
  workStart: number | null
}

/** Inserts the people's employees, profiles (work-start dates) and accounts, with the fixture helper. */
async function insertPeople(db: Db, tenantId: number, people: Person[]): Promise<void> {
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
  const place = (n: number) => places[n % places.length]
  await insertFixtureRows(
    db,
    'employee',
    people.map(({ n, employeeId, entry }) => ({
      id: employeeId,
      tenant_id: tenantId,
      organ_id: place(n).organ_id,
      gangwei_id: place(n).id,
      zhiwei_id: place(n).zhiwei_id,
      name: `Rollover ${n}`,
      job_number: `RK${String(n + 1).padStart(6, '0')}`,
      phone: `137${String(n).padStart(8, '0')}`,
      email: `rk${n}@rollover.example`,
      gender: 1 + (n % 2),
      entry_date: entry,
      leave_date: null,
      status: 1,
    })),
  )
  await insertFixtureRows(
    db,
    'employee_profile',
    people.map(({ employeeId, workStart }) => ({
      ...PROFILE_DEFAULTS,
      tenant_id: tenantId,
      employee_id: employeeId,
      work_start_date: workStart,
    })),
  )
  await insertFixtureRows(
    db,
    'app_user',
    people.map(({ n, employeeId, userId }) => ({
      id: userId,
      user_name: `rollover-kill-${n}`,
      real_name: `Rollover ${n}`,
      password_hash: 'x',
      password_salt: 'x',
      phone: '',
      email: '',
      tenant_id: tenantId,
      company_id: tenant.company_id,
      employee_id: employeeId,
      is_super: 0,
      perm_version: 0,
      head_url: '',
    })),
  )
}

/**
 * Tenant `tenantId` as it stands at the end of `year`, for the rollover tests: its leave made only by the ledger (the
 * statutory types, annual leave carrying 3 days over until 31 March and paying out the rest, paternity leave accrued
 * monthly); `count` staff entered since 2010 with 0 to 30 years of work before, women and men alternating, one in
 * twenty joining during `year` after its 1 January rollover (so the year's end grants them their share); `year` rolled
 * over on 1 January and 1 April (last year's carried days expired); 1 % on 100 days of approved sick leave (annual leave barred) and 70 % of those given annual leave
 * took 1 to 5 days of it. Answers the staff's account ids.
 */
export async function staffAtYearEnd(
  db: Db,
  tenantId: number,
  year: number,
  count: number,
  random: () => number,
): Promise<number[]> {
  for (const table of ['leave_ledger', 'leave_balance', 'leave_type'] as const)
    await db.deleteFrom(table).where('tenant_id', '=', tenantId).execute()
  await writeLeaveTypes(db, tenantId, {
    annual: { carry_days: 3, carry_expiry: '03-31', year_end: 'pay' },
    paternity: { accrual: 'monthly' },
  })
  const top = async (table: 'employee' | 'app_user') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    )
  const [employeeTop, userTop] = [await top('employee'), await top('app_user')]
  const people: Person[] = []
  for (let n = 0; n < count; n++) {
    const entry =
      n % 20 === 19
        ? dayBetween(random, `${year}-02-01`, `${year}-11-30`)
        : dayBetween(random, '2010-01-01', `${year - 1}-12-31`)
    const years = random() < 0.1 ? 0 : Math.floor(random() * 30)
    const workStart = years ? entry - years * 365 * DAY - Math.floor(random() * 365) * DAY : null
    people.push({ n, employeeId: employeeTop + n + 1, userId: userTop + n + 1, entry, workStart })
  }
  await insertPeople(
    db,
    tenantId,
    people.filter((person) => person.n % 20 !== 19),
  )
  await rollOver(db, tenantId, `${year}-01-01`, Date.parse(`${year}-01-01T00:00:00Z`))
  await rollOver(db, tenantId, `${year}-04-01`, Date.parse(`${year}-04-01T00:00:00Z`))
  await insertPeople(
    db,
    tenantId,
    people.filter((person) => person.n % 20 === 19),
  )
  const sick = people
    .filter(() => random() < 0.01)
    .map(({ userId }) => {
      const start = dayBetween(random, `${year}-01-05`, `${year}-08-31`)
      return {
        tenant_id: tenantId,
        id: `rollover-sick-${userId}`,
        user_id: userId,
        type_code: 'sick',
        start_date: dayOf(start),
        start_half: 'am',
        end_date: dayOf(start + 99 * DAY),
        end_half: 'pm',
        days: 70,
        reason: 'rollover test',
        status: 'approved',
        instance_id: null,
        created_at: start,
        start_time: null,
        end_time: null,
        hours: 0,
        credits: null,
      }
    })
  for (let start = 0; start < sick.length; start += 100)
    await db
      .insertInto('leave_request')
      .values(sick.slice(start, start + 100))
      .execute()
  const given = await db
    .selectFrom('leave_balance')
    .select(['user_id', 'total'])
    .where('tenant_id', '=', tenantId)
    .where('year', '=', year)
    .where('type_code', '=', 'annual')
    .orderBy('user_id')
    .execute()
  const taken: Entry[] = given
    .filter((row) => Number(row.total) > 0 && random() < 0.7)
    .map((row) => ({
      tenantId,
      userId: row.user_id,
      typeCode: 'annual',
      year,
      kind: 'taken',
      amount: Math.min(Number(row.total), 1 + Math.floor(random() * 5)) * 100,
      key: `taken:rollover-${row.user_id}`,
    }))
  await post(db, taken, Date.parse(`${year}-06-30T00:00:00Z`))
  return people.map((person) => person.userId)
}
