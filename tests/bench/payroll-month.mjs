// One month of payroll for 10,000 staff, each with an account, on SQLite and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server, on PostgreSQL (a fresh database, dropped after), through the gateway's own code:
// calculate (profiles in force, inputs, the locked attendance summary, every item's formula in exact decimals, social
// insurance and the cumulative tax withholding, the lines written in one transaction), lock (the withholding recorded
// with the tax service) and publish (each person's "payslip ready" notice queued). Each phase timed; the month's
// target is 60 s.
//   node tests/bench/payroll-month.mjs     runs alone and prints its figures
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadGatewayCode } from './lib/gateway-code.mjs'
import { MONTH, STAFF, seedMonth } from './lib/payroll-staff.mjs'
import { benchDatabase } from './lib/pg.mjs'
import { round } from './lib/stats.mjs'

const TARGET_S = 60
/** The day the month is calculated, locked and published on. */
const NOW = Date.parse('2026-04-05T02:00:00Z')
const actor = { id: 1, name: 'bench' }

const seconds = async (work) => {
  const started = performance.now()
  const answer = await work()
  return { seconds: (performance.now() - started) / 1000, answer }
}

const countOf = async (db, table, where) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(...where)
        .executeTakeFirst()
    )?.n ?? 0,
  )

async function benchEngine(code, engine, target) {
  const db = code.openDatabase(target)
  code.wireGateway(db) // the seed reaches other services through the gateway's wiring
  try {
    await code.migrateToLatest(db, code.allMigrations())
    await code.seedIfEmpty(db)
    const t0 = performance.now()
    await seedMonth(code, db)
    const seedS = (performance.now() - t0) / 1000
    if (engine === 'postgres') await import('kysely').then(({ sql }) => sql`analyze`.execute(db))
    const calculate = await seconds(() => code.calculateRun(db, 1, 1, { actor, now: NOW, lang: 'en' }))
    const lock = await seconds(() =>
      db.transaction().execute((trx) => code.lockRun(trx, 1, 1, actor, 'bench', NOW + 60_000)),
    )
    const publish = await seconds(() => code.publishRun(db, 1, { id: 1, month: MONTH }, actor, NOW + 120_000))
    const run = await db
      .selectFrom('salary_run')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    return {
      engine,
      seedS: round(seedS, 1),
      lines: calculate.answer.lines,
      status: run.status,
      net: String(run.net_fen),
      notices: await countOf(db, 'notify_delivery', ['dedupe_key', 'like', 'payslip:1:%']),
      calculateS: round(calculate.seconds, 2),
      lockS: round(lock.seconds, 2),
      publishS: round(publish.seconds, 2),
      totalS: round(calculate.seconds + lock.seconds + publish.seconds, 2),
    }
  } finally {
    await db.destroy()
  }
}

const rowsOf = (e) => [
  ...[
    ['calculate', e.calculateS, `${e.lines} lines`],
    ['lock', e.lockS, 'the withholding recorded'],
    ['publish', e.publishS, `${e.notices} notices queued`],
  ].map(([phase, value, what]) => ({
    figure: `payroll ${e.engine}: ${phase} (${what})`,
    value,
    unit: 's',
    target: null,
    better: 'lower',
  })),
  {
    figure: `payroll ${e.engine}: one month for ${e.lines} staff calculated, locked and published`,
    value: e.totalS,
    unit: 's',
    target: `≤ ${TARGET_S} s`,
    ratio: round(e.totalS / TARGET_S, 2),
    pass: e.totalS <= TARGET_S && e.status === 'published',
    better: 'lower',
  },
]

export async function benchPayrollMonth({ root }) {
  const code = await loadGatewayCode(root, 'payroll')
  const engines = []
  const dir = mkdtempSync(join(tmpdir(), 'hr-bench-payroll-'))
  try {
    engines.push(await benchEngine(code, 'sqlite', { databaseUrl: null, dataDir: dir }))
    const pg = await benchDatabase()
    if (pg) {
      try {
        engines.push(await benchEngine(code, 'postgres', { databaseUrl: pg.url, dataDir: dir }))
      } finally {
        await pg.drop()
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const rows = engines.flatMap(rowsOf)
  if (engines.length === 2)
    rows.push({
      figure: 'payroll: the same month on SQLite and PostgreSQL, net pay (fen)',
      value: engines.map((e) => e.net).join(' / '),
      unit: '',
      target: 'equal',
      pass: engines[0].net === engines[1].net,
    })
  if (engines.length === 1)
    rows.push({
      figure: 'payroll postgres',
      value: 'not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server',
      unit: '',
      target: null,
    })
  return {
    name: 'payroll-month',
    description: `payroll run of ${MONTH} for ${STAFF} more staff: calculate, lock, publish`,
    engines,
    rows,
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchPayrollMonth({ root: resolve(dirname(fileURLToPath(import.meta.url)), '../..') })
  for (const e of result.engines) console.log(JSON.stringify(e))
  for (const row of result.rows)
    console.log(
      `${row.figure}: ${row.value} ${row.unit}${row.target ? ` (target ${row.target}, ratio ${row.ratio}: ${row.pass ? 'met' : 'MISSED'})` : ''}`,
    )
  process.exit(0)
}
