// The yearly leave rollover for 10,000 staff: the gateway's own rollOver (entitlement/rollover.ts) of a tenant with
// the statutory leave types, from 2026 into 2027, on SQLite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
// server, on PostgreSQL (a fresh database, dropped after). Then the same rollover again, which must write nothing.
//   node tests/bench/leave-rollover.mjs     runs alone and prints its figures
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadGatewayCode, randomOf } from './lib/gateway-code.mjs'
import { benchDatabase } from './lib/pg.mjs'
import { round } from './lib/stats.mjs'
import { addStaff, leaveDuring, takeAnnualLeave } from './lib/leave-staff.mjs'

const STAFF = 10_000
const TENANT = 1
const TARGET_S = 30
/** The day the timed rollover runs on: the first day of the next year. */
const ROLL_DAY = '2027-01-01'

const ledgerRows = async (db) =>
  Number(
    (
      await db
        .selectFrom('leave_ledger')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', TENANT)
        .executeTakeFirst()
    )?.n ?? 0,
  )

/** Runs rollOver to `day` in one transaction (as rollOverDue does); its seconds and the ledger entries it added. */
async function timedRollover(code, db, day, now) {
  const before = await ledgerRows(db)
  const t0 = performance.now()
  await db.transaction().execute((trx) => code.rollOver(trx, TENANT, day, now))
  const seconds = (performance.now() - t0) / 1000
  return { seconds, added: (await ledgerRows(db)) - before }
}

/**
 * The tenant as it stands at the end of 2026: the demo's leave types replaced by the statutory ones, 10,000 staff
 * with accounts and work-start dates (most there since before 2026; joiners of 2026 added after its grants, some
 * leavers of 2026 marked after them), 2026 granted by the rollover of 1 January, and annual leave taken by most.
 */
async function seedYear(code, db, random) {
  await db.deleteFrom('leave_ledger').where('tenant_id', '=', TENANT).execute()
  await db.deleteFrom('leave_balance').where('tenant_id', '=', TENANT).execute()
  await db.deleteFrom('leave_type').where('tenant_id', '=', TENANT).execute()
  await code.writeLeaveTypes(db, TENANT)
  const staff = await addStaff(db, TENANT, STAFF, random)
  await code.rollOver(db, TENANT, '2026-01-01', Date.parse('2026-01-01T00:00:00Z'))
  await staff.addJoiners()
  await leaveDuring(db, TENANT, staff.people, random, 2026)
  const taken = await takeAnnualLeave(code, db, TENANT, staff.people, random, 2026)
  return { people: staff.people.length, taken }
}

async function benchEngine(code, engine, target) {
  const db = code.openDatabase(target)
  code.wireGateway(db) // the seed reaches other services through the gateway's wiring
  try {
    await code.migrateToLatest(db, code.allMigrations())
    await code.seedIfEmpty(db)
    const t0 = performance.now()
    const seeded = await seedYear(code, db, randomOf(20261231))
    const seedS = (performance.now() - t0) / 1000
    if (engine === 'postgres') await import('kysely').then(({ sql }) => sql`analyze`.execute(db))
    const now = Date.parse(`${ROLL_DAY}T00:30:00Z`)
    const first = await timedRollover(code, db, ROLL_DAY, now)
    const again = await timedRollover(code, db, ROLL_DAY, now + 60_000)
    const kinds = await db
      .selectFrom('leave_ledger')
      .select(['kind', (eb) => eb.fn.countAll().as('n')])
      .where('tenant_id', '=', TENANT)
      .where('created_at', '=', now)
      .groupBy('kind')
      .execute()
    return {
      engine,
      seedS: round(seedS, 1),
      ...seeded,
      first: { seconds: round(first.seconds, 2), added: first.added },
      again: { seconds: round(again.seconds, 2), added: again.added },
      kinds: Object.fromEntries(kinds.map((row) => [row.kind, Number(row.n)])),
    }
  } finally {
    await db.destroy()
  }
}

const rowsOf = (e) => [
  {
    figure: `leave rollover ${e.engine}: ${e.people} staff, 2026 into 2027 (${e.first.added} ledger entries)`,
    value: e.first.seconds,
    unit: 's',
    target: e.engine === 'sqlite' ? `≤ ${TARGET_S} s` : null,
    ...(e.engine === 'sqlite'
      ? { ratio: round(e.first.seconds / TARGET_S, 2), pass: e.first.seconds <= TARGET_S }
      : {}),
    better: 'lower',
  },
  {
    figure: `leave rollover ${e.engine}: the same rollover again, ledger entries added`,
    value: e.again.added,
    unit: '',
    target: '0',
    pass: e.again.added === 0,
  },
  {
    figure: `leave rollover ${e.engine}: the same rollover again`,
    value: e.again.seconds,
    unit: 's',
    target: null,
    better: 'lower',
  },
]

export async function benchLeaveRollover({ root }) {
  const code = await loadGatewayCode(root, 'leave')
  const engines = []
  const dir = mkdtempSync(join(tmpdir(), 'hr-bench-leave-'))
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
  if (engines.length === 1)
    rows.push({
      figure: 'leave rollover postgres',
      value: 'not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server',
      unit: '',
      target: null,
    })
  return {
    name: 'leave-rollover',
    description: `the yearly leave rollover of ${STAFF} staff with the statutory leave types, ${ROLL_DAY}`,
    engines,
    rows,
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchLeaveRollover({ root: resolve(dirname(fileURLToPath(import.meta.url)), '../..') })
  for (const e of result.engines) console.log(JSON.stringify(e))
  for (const row of result.rows)
    console.log(
      `${row.figure}: ${row.value} ${row.unit}${row.target ? ` (target ${row.target}: ${row.pass ? 'met' : 'MISSED'})` : ''}`,
    )
  process.exit(0)
}
