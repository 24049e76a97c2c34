import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../core/db/types'
import { bundleChild, copyOf, openPlace, type Place, seededPlace } from '../../../testing/database-places'
import { tempDir } from '../../../testing/temp-dir'
import { lockMonth } from '../../scheduling'
import { calculateRun } from './calculate'
import { insertRun } from './run-store'

const TENANT = 1
const MONTH = '2026-10'
/** 5 November 2026: October's calculation, then a recalculation an hour later. */
const FIRST = Date.parse('2026-11-05T02:00:00Z')
const AGAIN = FIRST + 3_600_000
const actor = { id: 1, name: 'test' }

/** The run, its lines, its back pay and its trail, each row as one line (the lines sorted by person). */
async function stateOf(db: Db, runId: number) {
  const of = <T extends object>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort()
  const [run, lines, arrears, audit] = await Promise.all([
    db.selectFrom('salary_run').selectAll().where('tenant_id', '=', TENANT).where('id', '=', runId).execute(),
    db.selectFrom('salary_line').selectAll().where('tenant_id', '=', TENANT).where('run_id', '=', runId).execute(),
    db.selectFrom('salary_arrears').selectAll().where('tenant_id', '=', TENANT).where('run_id', '=', runId).execute(),
    db.selectFrom('salary_audit').selectAll().where('tenant_id', '=', TENANT).where('run_id', '=', runId).execute(),
  ])
  return { run: of(run), lines: of(lines), arrears: of(arrears), audit: of(audit) }
}

/** The figures of the run and each line, without when they were calculated. */
const figuresOf = (state: Awaited<ReturnType<typeof stateOf>>) => ({
  run: state.run.map((row) => JSON.stringify({ ...JSON.parse(row), calculated_at: null })),
  lines: state.lines.map((row) => JSON.stringify({ ...JSON.parse(row), calculated_at: null })),
  arrears: state.arrears,
})

describe('a payroll calculation killed mid-way', () => {
  const dir = tempDir('hr-payroll-kill-')
  let child: Awaited<ReturnType<typeof bundleChild>>
  let place: Place
  let db: Db
  let runId: number
  /** The run after its first calculation, with a bonus entered for some people since. */
  let before: Awaited<ReturnType<typeof stateOf>>
  /** The run recalculated by one uninterrupted calculation of a copy. */
  let whole: Awaited<ReturnType<typeof stateOf>>

  beforeAll(async () => {
    child = await bundleChild(join(import.meta.dirname, '../testing/calculate-child.ts'))
    place = await seededPlace(dir.path)
    db = openPlace(place)
    await lockMonth(db, TENANT, MONTH, 1)
    runId = await db
      .transaction()
      .execute((trx) => insertRun(trx, TENANT, { groupId: 1, month: MONTH, kind: 'regular', people: [] }, actor, FIRST))
    await calculateRun(db, TENANT, runId, { actor, now: FIRST, lang: 'en' })
    // A bonus for every third person: the recalculation changes their figures.
    const lines = await db
      .selectFrom('salary_line')
      .select('employee_id')
      .where('tenant_id', '=', TENANT)
      .where('run_id', '=', runId)
      .execute()
    for (const line of lines.filter((_, n) => n % 3 === 0))
      await db
        .updateTable('salary_line')
        .set({ inputs: JSON.stringify({ bonus: '1234.56' }) })
        .where('tenant_id', '=', TENANT)
        .where('run_id', '=', runId)
        .where('employee_id', '=', line.employee_id)
        .execute()
    before = await stateOf(db, runId)
    await db.destroy()
    const copy = await copyOf(place, dir.path)
    const reference = openPlace(copy)
    try {
      await calculateRun(reference, TENANT, runId, { actor, now: AGAIN, lang: 'en' })
      whole = await stateOf(reference, runId)
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

  /** Recalculates the run in a child process and kills it (SIGKILL) once it is writing the lines. */
  async function killWhileWriting() {
    const job = { ...place.target, tenantId: TENANT, runId, now: AGAIN, pauseMs: 2000 }
    const run = spawn(process.execPath, [child.file, JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const ended = new Promise<string>((done) => run.once('exit', (code, signal) => done(signal ?? `exit ${code}`)))
    await new Promise<void>((writing) => {
      run.stdout.on('data', (chunk) => {
        output += chunk
        if (output.includes('writing')) writing()
      })
      run.stderr.on('data', (chunk) => (output += chunk))
      run.once('exit', () => writing())
    })
    run.kill('SIGKILL')
    expect(await ended, output).toBe('SIGKILL')
    expect(output).toBe('writing\n')
  }

  it('leaves the run and its lines as they were, then calculates to the same figures as an uninterrupted calculation', async () => {
    // The recalculation changes figures: the bonus entered since is paid.
    expect(figuresOf(whole).lines).not.toEqual(figuresOf(before).lines)
    expect(whole.lines.length).toBe(before.lines.length)
    await killWhileWriting()
    expect(await stateOf(db, runId)).toEqual(before)
    await calculateRun(db, TENANT, runId, { actor, now: AGAIN, lang: 'en' })
    const after = await stateOf(db, runId)
    expect(figuresOf(after)).toEqual(figuresOf(whole))
    expect(after.audit.length).toBe(before.audit.length + 1)
  }, 60_000)
})
