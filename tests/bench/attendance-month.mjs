// Computing a month of attendance results for 10,000 staff on SQLite: the gateway's own recompute (plans, punches,
// leave and patch cards read in batches, every day judged, the results stored in one transaction).
//   node tests/bench/attendance-month.mjs     runs alone and prints its figures
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadGatewayCode, randomOf } from './lib/gateway-code.mjs'
import { round } from './lib/stats.mjs'

const STAFF = 10_000
const MONTH = { from: '2026-03-01', to: '2026-03-31' }
const TARGET_S = 30
const BATCH = 500

/** 10,000 employees of tenant 1 and their punches of March 2026 (Shanghai time): on time, late, early, one punch or none. */
async function seedMonth(db) {
  const random = randomOf(20260301)
  const places = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id', 'zhiwei_id'])
    .where('tenant_id', '=', 1)
    .execute()
  const ids = []
  let punches = 0
  await db.transaction().execute(async (trx) => {
    const top = await trx
      .selectFrom('employee')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    let id = Number(top?.id ?? 0)
    for (let done = 0; done < STAFF; done += BATCH) {
      const rows = []
      for (let i = 0; i < BATCH; i++) {
        const place = places[(done + i) % places.length]
        const n = done + i
        rows.push({
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
        ids.push(id)
      }
      await trx.insertInto('employee').values(rows).execute()
    }
    let rows = []
    for (const employeeId of ids) {
      for (let day = 1; day <= 31; day++) {
        const date = `2026-03-${String(day).padStart(2, '0')}`
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
        if (weekday === 0 || weekday === 6) continue
        const roll = random()
        if (roll < 0.03) continue
        // 08:40–09:50 in, 17:40–19:00 out (Shanghai, UTC+8); one day in 25 has the clock-in only.
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
          await trx.insertInto('punch').values(rows).execute()
          rows = []
        }
      }
    }
    if (rows.length) await trx.insertInto('punch').values(rows).execute()
  })
  return { ids, punches }
}

export async function benchAttendanceMonth({ root }) {
  const code = await loadGatewayCode(root, 'attendance')
  const dir = mkdtempSync(join(tmpdir(), 'hr-bench-attendance-'))
  const db = code.openDatabase({ databaseUrl: null, dataDir: dir })
  try {
    await code.migrateToLatest(db, code.allMigrations())
    await code.seedIfEmpty(db)
    const t0 = performance.now()
    const { ids, punches } = await seedMonth(db)
    const seedMs = performance.now() - t0
    const now = Date.parse('2026-04-02T00:00:00Z')
    const t1 = performance.now()
    await code.recompute(db, 1, ids, MONTH.from, MONTH.to, now)
    const computeS = (performance.now() - t1) / 1000
    const stored = await db
      .selectFrom('day_result')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', 1)
      .executeTakeFirst()
    const t2 = performance.now()
    const read = await code.readResults(db, 1, ids, MONTH.from, MONTH.to, now)
    const readS = (performance.now() - t2) / 1000
    const statuses = {}
    for (const days of read.values()) for (const day of days) statuses[day.status] = (statuses[day.status] ?? 0) + 1
    const rows = [
      {
        figure: `attendance: ${STAFF} staff × 31 days computed and stored (SQLite)`,
        value: round(computeS, 1),
        unit: 's',
        target: `≤ ${TARGET_S} s`,
        ratio: round(computeS / TARGET_S, 2),
        pass: computeS <= TARGET_S,
        better: 'lower',
      },
      { figure: 'attendance: the month read back', value: round(readS, 1), unit: 's', target: null, better: 'lower' },
    ]
    return {
      name: 'attendance-month',
      description: `recompute of March 2026 for ${STAFF} staff with ${punches} punches`,
      staff: STAFF,
      punches,
      seedMs: round(seedMs, 0),
      results: Number(stored?.n ?? 0),
      statuses,
      rows,
    }
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchAttendanceMonth({ root: resolve(dirname(fileURLToPath(import.meta.url)), '../..') })
  console.log(`${result.description}: ${result.results} day results stored; ${JSON.stringify(result.statuses)}`)
  for (const row of result.rows)
    console.log(
      `${row.figure}: ${row.value} ${row.unit}${row.target ? ` (target ${row.target}, ratio ${row.ratio}: ${row.pass ? 'met' : 'MISSED'})` : ''}`,
    )
  process.exit(0)
}
