import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../core/db/types'
import { tempDir } from '../../../testing/temp-dir'
import { bundleRolloverChild, copyOf, openPlace, type Place, seededPlace } from '../testing/rollover-places'
import { randomOf, staffAtYearEnd } from '../testing/rollover-staff'
import { rollOver } from './rollover'

const TENANT = 1
const STAFF = 2000
/** The rollover into 2027 runs first on 1 April (after downtime): 2026's end, the carry-over and its expiry on 31 March, 2027's grants and monthly accruals. */
const DAY = '2027-04-01'
const NOW = Date.parse('2027-04-01T01:00:00Z')

/** The tenant's ledger entries (without their ids and times) and balances, each as one sorted line. */
async function ledgerOf(db: Db) {
  const entries = await db
    .selectFrom('leave_ledger')
    .select(['user_id', 'type_code', 'year', 'kind', 'entry_key', 'amount'])
    .where('tenant_id', '=', TENANT)
    .execute()
  const balances = await db
    .selectFrom('leave_balance')
    .select(['user_id', 'type_code', 'year', 'total', 'used'])
    .where('tenant_id', '=', TENANT)
    .execute()
  return {
    entries: entries.map((e) => `${e.user_id} ${e.type_code} ${e.year} ${e.kind} ${e.entry_key} ${e.amount}`).sort(),
    balances: balances.map((b) => `${b.user_id} ${b.type_code} ${b.year} ${Number(b.total)} ${Number(b.used)}`).sort(),
  }
}

/** The lines of `a` that `b` lacks (the first ten). */
const lacking = (a: string[], b: string[]) => {
  const there = new Set(b)
  return a.filter((line) => !there.has(line)).slice(0, 10)
}

/** Ledger entries the rollover at NOW wrote, of the years and kinds given. */
async function written(db: Db, years: number[], kinds?: string[]) {
  let query = db
    .selectFrom('leave_ledger')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', TENANT)
    .where('created_at', '=', NOW)
    .where('year', 'in', years)
  if (kinds) query = query.where('kind', 'in', kinds)
  return Number((await query.executeTakeFirstOrThrow()).n)
}

describe('a yearly rollover killed mid-way', () => {
  const dir = tempDir('hr-rollover-kill-')
  let child: Awaited<ReturnType<typeof bundleRolloverChild>>
  let place: Place
  let db: Db
  /** The ledger after one uninterrupted rollover of a copy, and how many entries that rollover wrote. */
  let whole: Awaited<ReturnType<typeof ledgerOf>>
  let wholeWrote: number

  beforeAll(async () => {
    child = await bundleRolloverChild()
    place = await seededPlace(dir.path)
    const seeding = openPlace(place)
    const staff = await staffAtYearEnd(seeding, TENANT, 2026, STAFF, randomOf(20261231))
    // 3 % of those there since before 2026 leave during it, after its grants: the year's end recomputes their year.
    const leavers = staff.filter((_, n) => n % 33 === 7 && n % 20 !== 19)
    for (const [n, userId] of leavers.entries()) {
      const user = await seeding
        .selectFrom('app_user')
        .select('employee_id')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      await seeding
        .updateTable('employee')
        .set({ leave_date: Date.parse(`2026-${String(1 + (n % 12)).padStart(2, '0')}-15T00:00:00Z`) })
        .where('tenant_id', '=', TENANT)
        .where('id', '=', Number(user.employee_id))
        .execute()
    }
    await seeding.destroy()
    const copy = await copyOf(place, dir.path)
    const reference = openPlace(copy)
    try {
      await rollOver(reference, TENANT, DAY, NOW)
      whole = await ledgerOf(reference)
      wholeWrote = await written(reference, [2026, 2027])
    } finally {
      await reference.destroy()
      await copy.drop()
    }
    db = openPlace(place)
  }, 120_000)

  afterAll(async () => {
    await db?.destroy()
    await place?.drop()
    child?.remove()
    dir.remove()
  })

  /** Starts the rollover in a child process and kills it (SIGKILL) as soon as `due` says so. */
  async function killWhen(due: () => Promise<boolean>) {
    const job = { ...place.target, tenantId: TENANT, day: DAY, now: NOW, pauseMs: 15 }
    const run = spawn(process.execPath, [child.file, JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    run.stdout.on('data', (chunk) => (output += chunk))
    run.stderr.on('data', (chunk) => (output += chunk))
    const ended = new Promise<string>((done) => run.once('exit', (code, signal) => done(signal ?? `exit ${code}`)))
    const started = Date.now()
    while (run.exitCode === null && Date.now() - started < 30_000 && !(await due())) await sleep(5)
    run.kill('SIGKILL')
    expect(await ended, output).toBe('SIGKILL')
  }

  it('grants nothing twice and misses nothing: its ledger and balances equal those of one uninterrupted run', async () => {
    expect(wholeWrote).toBeGreaterThan(STAFF)
    // Killed once 2026's closing has begun (its carry-over, payout or expiry written) …
    await killWhen(async () => (await written(db, [2026], ['carry', 'payout', 'expire'])) > 0)
    const first = await written(db, [2026, 2027])
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThan(wholeWrote)
    // … then, run again, once 2027's grants have begun.
    const granted = await written(db, [2027], ['grant', 'accrual'])
    await killWhen(async () => (await written(db, [2027], ['grant', 'accrual'])) > granted)
    const second = await written(db, [2026, 2027])
    expect(second).toBeGreaterThan(first)
    expect(second).toBeLessThan(wholeWrote)
    // The daily run after: to the end, and once more.
    await rollOver(db, TENANT, DAY, NOW)
    const finished = await ledgerOf(db)
    await rollOver(db, TENANT, DAY, NOW)
    expect(await ledgerOf(db)).toEqual(finished)
    expect({
      missing: lacking(whole.entries, finished.entries),
      extra: lacking(finished.entries, whole.entries),
    }).toEqual({
      missing: [],
      extra: [],
    })
    expect(finished.entries.length).toBe(whole.entries.length)
    expect({
      missing: lacking(whole.balances, finished.balances),
      extra: lacking(finished.balances, whole.balances),
    }).toEqual({ missing: [], extra: [] })
    expect(finished.balances.length).toBe(whole.balances.length)
  }, 90_000)
})
