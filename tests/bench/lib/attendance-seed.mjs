// The data of tests/bench/attendance-month.mjs, inserted the fast way (batches in one transaction): 10,000 employees of
// tenant 1, their punches of a month, and for the month with the leave and overtime rules their accounts, approved
// leave, overtime and patch cards.
import { randomOf } from './gateway-code.mjs'

const BATCH = 500

const dayOf = (month, day) => `${month}-${String(day).padStart(2, '0')}`
const daysIn = (month) => new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).getUTCDate()
const weekend = (day) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())

async function insertBatches(db, table, rows) {
  for (let start = 0; start < rows.length; start += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH))
      .execute()
}

/** `count` employees of tenant 1, inserted in batches; their ids. */
export async function addEmployees(db, count) {
  const places = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id', 'zhiwei_id'])
    .where('tenant_id', '=', 1)
    .execute()
  const top = await db
    .selectFrom('employee')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  const first = Number(top?.id ?? 0) + 1
  const rows = Array.from({ length: count }, (_, n) => {
    const place = places[n % places.length]
    return {
      id: first + n,
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
    }
  })
  await db.transaction().execute((trx) => insertBatches(trx, 'employee', rows))
  return rows.map((row) => row.id)
}

/**
 * Punches of a month ('YYYY-MM', Shanghai time) on its weekdays outside `offDays` and its `makeUpDays` (weekend days
 * the calendar makes working days): on time, late, early, one punch (one day in 25) or none (3 %); the number inserted.
 */
export async function addPunches(db, ids, month, seed, { offDays = [], makeUpDays = [] } = {}) {
  const random = randomOf(seed)
  let punches = 0
  await db.transaction().execute(async (trx) => {
    let rows = []
    for (const employeeId of ids) {
      for (let d = 1; d <= daysIn(month); d++) {
        const date = dayOf(month, d)
        if ((weekend(date) && !makeUpDays.includes(date)) || offDays.includes(date)) continue
        const roll = random()
        if (roll < 0.03) continue
        // 08:40–09:50 in, 17:40–19:00 out (Shanghai, UTC+8).
        const inAt = Date.parse(`${date}T00:40:00Z`) + Math.floor(random() * 70) * 60_000
        const outAt = Date.parse(`${date}T09:40:00Z`) + Math.floor(random() * 80) * 60_000
        for (const at of roll < 0.07 ? [inAt] : [inAt, outAt]) {
          const local = new Date(at + 8 * 3_600_000).toISOString()
          rows.push({
            tenant_id: 1,
            id: `${employeeId}-${at}`,
            employee_id: employeeId,
            at,
            day: local.slice(0, 10),
            time: local.slice(11, 16),
            source: 'import',
            device: null,
            lat: null,
            lng: null,
            accuracy_m: null,
            place_id: null,
            distance_m: null,
            in_range: 1,
            reason: null,
            created_at: at,
          })
          punches++
        }
        if (rows.length >= BATCH) {
          await insertBatches(trx, 'punch', rows)
          rows = []
        }
      }
    }
    await insertBatches(trx, 'punch', rows)
  })
  return punches
}

/** An account for each employee (what leave, overtime and patch cards belong to); employee id → account id. */
export async function addAccounts(db, ids) {
  const tenant = await db.selectFrom('tenant').select('company_id').where('id', '=', 1).executeTakeFirstOrThrow()
  const top = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  const first = Number(top?.id ?? 0) + 1
  const rows = ids.map((employeeId, n) => ({
    id: first + n,
    user_name: `bench${n}`,
    real_name: `Bench ${n}`,
    password_hash: 'x',
    password_salt: 'x',
    phone: '',
    email: '',
    tenant_id: 1,
    company_id: tenant.company_id,
    employee_id: employeeId,
    is_super: 0,
    perm_version: 0,
    head_url: '',
  }))
  await db.transaction().execute((trx) => insertBatches(trx, 'app_user', rows))
  return new Map(rows.map((row) => [row.employee_id, row.id]))
}

const leaveRow = (userId, n, type, start, startHalf, end, endHalf, days) => ({
  tenant_id: 1,
  id: `bench-leave-${n}`,
  user_id: userId,
  type_code: type,
  start_date: start,
  start_half: startHalf,
  end_date: end,
  end_half: endHalf,
  days,
  reason: 'bench',
  status: 'approved',
  instance_id: null,
  created_at: 0,
  start_time: null,
  end_time: null,
  hours: 0,
  credits: null,
})

const overtimeRow = (userId, n, day, start, end, hours, dayKind) => ({
  tenant_id: 1,
  id: `bench-overtime-${n}`,
  user_id: userId,
  day,
  start_time: start,
  end_time: end,
  hours,
  timing: 'after',
  reason: 'bench',
  status: 'approved',
  day_kind: dayKind,
  // As an approval records it: the day's pay class; rest-day overtime taken as time off in lieu, the rest paid.
  pay_class: { work: 'workday', rest: 'restDay', holiday: 'statutory' }[dayKind],
  compensation: dayKind === 'rest' ? 'timeOff' : 'pay',
  credited_hours: dayKind === 'rest' ? hours : 0,
  instance_id: null,
  created_at: 0,
})

/**
 * What the month's rules judge beside punches (`offDays`: the holiday period, `holidays`: its statutory days): approved leave for one person in ten (annual leave of one to three
 * days, half-day personal leave, sick leave of a week), overtime for one in five (a working evening, a rest day, a
 * statutory holiday), and a patch card for one in twenty; the numbers of each.
 */
export async function addMonthRules(db, accounts, month, { offDays, makeUpDays, holidays }, seed) {
  const random = randomOf(seed)
  const days = Array.from({ length: daysIn(month) }, (_, d) => dayOf(month, d + 1)).filter(
    (day) => !offDays.includes(day),
  )
  const workdays = days.filter((day) => !weekend(day) || makeUpDays.includes(day))
  const restDays = days.filter((day) => weekend(day) && !makeUpDays.includes(day))
  const pick = (list) => list[Math.floor(random() * list.length)]
  const leaves = []
  const overtime = []
  const patches = []
  let n = 0
  for (const userId of accounts.values()) {
    n++
    const roll = random()
    if (roll < 0.05) {
      const at = Math.floor(random() * (workdays.length - 3))
      const length = 1 + Math.floor(random() * 3)
      leaves.push(leaveRow(userId, n, 'annual', workdays[at], 'am', workdays[at + length - 1], 'pm', length))
    } else if (roll < 0.08) {
      const day = pick(workdays)
      leaves.push(leaveRow(userId, n, 'personal', day, 'pm', day, 'pm', 0.5))
    } else if (roll < 0.1) {
      const at = Math.floor(random() * (workdays.length - 5))
      leaves.push(leaveRow(userId, n, 'sick', workdays[at], 'am', workdays[at + 4], 'pm', 5))
    }
    const kind = random()
    if (kind < 0.1) overtime.push(overtimeRow(userId, n, pick(workdays), '19:00', '21:00', 2, 'work'))
    else if (kind < 0.15) overtime.push(overtimeRow(userId, n, pick(restDays), '09:00', '17:00', 8, 'rest'))
    else if (kind < 0.2) overtime.push(overtimeRow(userId, n, pick(holidays), '09:00', '13:00', 4, 'holiday'))
    if (random() < 0.05)
      patches.push({
        tenant_id: 1,
        id: `bench-patch-${n}`,
        user_id: userId,
        day: pick(workdays),
        time: '18:00',
        kind: 'out',
        reason: 'bench',
        status: 'approved',
        instance_id: null,
        created_at: 0,
      })
  }
  await db.transaction().execute(async (trx) => {
    await insertBatches(trx, 'leave_request', leaves)
    await insertBatches(trx, 'overtime_request', overtime)
    await insertBatches(trx, 'patch_card', patches)
  })
  return { leaves: leaves.length, overtime: overtime.length, patchCards: patches.length }
}
