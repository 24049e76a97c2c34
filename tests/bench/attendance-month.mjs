// Computing a month of attendance results for 10,000 staff on SQLite: the gateway's own recompute (plans, punches,
// leave, patch cards and overtime read in batches, every day judged, the results stored in one transaction). March
// 2026 with punches only; then October 2026 with the leave and overtime rules: the National Day holidays, accounts with
// approved leave, overtime (working evenings, rest days, statutory holidays) and patch cards (lib/attendance-seed.mjs).
//   node tests/bench/attendance-month.mjs     runs alone and prints its figures
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { addAccounts, addEmployees, addMonthRules, addPunches } from './lib/attendance-seed.mjs'
import { loadGatewayCode } from './lib/gateway-code.mjs'
import { round } from './lib/stats.mjs'

const STAFF = 10_000
const MONTH = { from: '2026-03-01', to: '2026-03-31' }
/**
 * The month with the rules: National Day (1–3 October statutory, off to the 7th, Saturday the 10th a make-up working
 * day, as the seed's calendar of 2026 says), leave, overtime and patch cards.
 */
const RULES_MONTH = { from: '2026-10-01', to: '2026-10-31' }
const HOLIDAYS = ['2026-10-01', '2026-10-02', '2026-10-03']
const CALENDAR = {
  holidays: HOLIDAYS,
  offDays: [...HOLIDAYS, '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07'],
  makeUpDays: ['2026-10-10'],
}
const TARGET_S = 30

/** The seconds of one recompute of a month, and the statuses of its results read back. */
async function timedMonth(code, db, ids, month, now) {
  const t0 = performance.now()
  await code.recompute(db, 1, ids, month.from, month.to, now)
  const computeS = (performance.now() - t0) / 1000
  const t1 = performance.now()
  const read = await code.readResults(db, 1, ids, month.from, month.to, now)
  const readS = (performance.now() - t1) / 1000
  const statuses = {}
  for (const days of read.values()) for (const day of days) statuses[day.status] = (statuses[day.status] ?? 0) + 1
  return { computeS, readS, statuses }
}

export async function benchAttendanceMonth({ root }) {
  const code = await loadGatewayCode(root, 'attendance')
  const dir = mkdtempSync(join(tmpdir(), 'hr-bench-attendance-'))
  const db = code.openDatabase({ databaseUrl: null, dataDir: dir })
  code.wireGateway(db) // the seed reaches other services through the gateway's wiring
  try {
    await code.migrateToLatest(db, code.allMigrations())
    await code.seedIfEmpty(db)
    const t0 = performance.now()
    const ids = await addEmployees(db, STAFF)
    const punches = await addPunches(db, ids, MONTH.from.slice(0, 7), 20260301)
    const seedMs = performance.now() - t0
    const march = await timedMonth(code, db, ids, MONTH, Date.parse('2026-04-02T00:00:00Z'))
    const stored = await db
      .selectFrom('day_result')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', 1)
      .where('day', '>=', MONTH.from)
      .where('day', '<=', MONTH.to)
      .executeTakeFirst()
    const rulesPunches = await addPunches(db, ids, RULES_MONTH.from.slice(0, 7), 20261001, CALENDAR)
    const rules = await addMonthRules(db, await addAccounts(db, ids), RULES_MONTH.from.slice(0, 7), CALENDAR, 20261002)
    const october = await timedMonth(code, db, ids, RULES_MONTH, Date.parse('2026-11-02T00:00:00Z'))
    const rows = [
      {
        figure: `attendance: ${STAFF} staff × 31 days computed and stored (SQLite)`,
        value: round(march.computeS, 1),
        unit: 's',
        target: `≤ ${TARGET_S} s`,
        ratio: round(march.computeS / TARGET_S, 2),
        pass: march.computeS <= TARGET_S,
        better: 'lower',
      },
      {
        figure: 'attendance: the month read back',
        value: round(march.readS, 1),
        unit: 's',
        target: null,
        better: 'lower',
      },
      {
        figure: `attendance with the leave and overtime rules: ${STAFF} staff × 31 days of October 2026 (National Day; ${rules.leaves} leaves, ${rules.overtime} overtimes, ${rules.patchCards} patch cards) computed and stored (SQLite)`,
        value: round(october.computeS, 1),
        unit: 's',
        target: `≤ ${TARGET_S} s`,
        ratio: round(october.computeS / TARGET_S, 2),
        pass: october.computeS <= TARGET_S,
        better: 'lower',
      },
      {
        figure: 'attendance with the leave and overtime rules: the month read back',
        value: round(october.readS, 1),
        unit: 's',
        target: null,
        better: 'lower',
      },
    ]
    return {
      name: 'attendance-month',
      description: `recompute of March 2026 for ${STAFF} staff with ${punches} punches; October 2026 with ${rulesPunches} punches and the leave and overtime rules`,
      staff: STAFF,
      punches,
      seedMs: round(seedMs, 0),
      results: Number(stored?.n ?? 0),
      statuses: march.statuses,
      rules: { punches: rulesPunches, ...rules, statuses: october.statuses },
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
  console.log(`with the rules: ${JSON.stringify(result.rules)}`)
  for (const row of result.rows)
    console.log(
      `${row.figure}: ${row.value} ${row.unit}${row.target ? ` (target ${row.target}, ratio ${row.ratio}: ${row.pass ? 'met' : 'MISSED'})` : ''}`,
    )
  process.exit(0)
}
