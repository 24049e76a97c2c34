import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { salaryError, salaryWord, type SalaryWord } from '../errors'
import { writeAudit, type Actor } from '../audit'
import type { CorrectionMode, RunKind, SalaryLineTable, SalaryRunTable } from '../tables'

export type RunStatus = SalaryRunTable['status']

/** A run of the tenant, or the refusal that it does not exist. */
export async function runOf(db: Db, tenantId: number, runId: number, lang: Lang | 'both'): Promise<SalaryRunTable> {
  const run = await db
    .selectFrom('salary_run')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .executeTakeFirst()
  if (!run) throw salaryError(lang, 'runNotFound')
  return run
}

/** Refuses unless the run is in one of `allowed`, naming its status and what was asked (in the request's language). */
export function requireStatus(run: SalaryRunTable, allowed: RunStatus[], lang: Lang, action: SalaryWord): void {
  if (!allowed.includes(run.status)) {
    throw salaryError(lang, 'runStatus', { status: salaryWord(lang, run.status), action: salaryWord(lang, action) })
  }
}

/** The month before 'YYYY-MM'. */
export function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number)
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`
}

/** The run's totals summed again from its lines. */
export async function refreshTotals(db: Db, tenantId: number, runId: number): Promise<void> {
  const sums = await db
    .selectFrom('salary_line')
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .select((eb) => [
      eb.fn.countAll().as('headcount'),
      eb.fn.sum('gross_fen').as('gross'),
      eb.fn.sum('net_fen').as('net'),
      eb.fn.sum('tax_fen').as('tax'),
      eb.fn.sum('employer_fen').as('employer'),
    ])
    .executeTakeFirst()
  await db
    .updateTable('salary_run')
    .set({
      headcount: Number(sums?.headcount ?? 0),
      gross_fen: Number(sums?.gross ?? 0),
      net_fen: Number(sums?.net ?? 0),
      tax_fen: Number(sums?.tax ?? 0),
      employer_fen: Number(sums?.employer ?? 0),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .execute()
}

/** Each person's net pay (fen) in the same group's regular run of the month before. */
export async function previousNets(
  db: Db,
  tenantId: number,
  groupId: number,
  month: string,
): Promise<Map<number, number>> {
  const before = await db
    .selectFrom('salary_run')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('group_id', '=', groupId)
    .where('month', '=', monthBefore(month))
    .where('kind', '=', 'regular')
    .executeTakeFirst()
  if (!before) return new Map()
  const rows = await db
    .selectFrom('salary_line')
    .select(['employee_id', 'net_fen'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', before.id)
    .execute()
  return new Map(rows.map((row) => [row.employee_id, Number(row.net_fen)]))
}

/** A new run's kind, name and people, each with the inputs they start from. */
export interface NewRun {
  groupId: number
  month: string
  kind: RunKind
  name?: string
  correctsRunId?: number
  correction?: CorrectionMode
  people: Array<{ id: number; organ_id: number; inputs?: Record<string, string> }>
}

const INSERT_ROWS = 500

/** Writes a draft run with an empty line per person, and its trail entry, in the caller's transaction; answers its id. */
export async function insertRun(trx: Db, tenantId: number, run: NewRun, actor: Actor, now: number): Promise<number> {
  const max = await trx
    .selectFrom('salary_run')
    .select((eb) => eb.fn.max('id').as('max'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  const id = Number(max?.max ?? 0) + 1
  await trx
    .insertInto('salary_run')
    .values({
      tenant_id: tenantId,
      id,
      group_id: run.groupId,
      month: run.month,
      status: 'draft',
      instance_id: null,
      headcount: run.people.length,
      gross_fen: 0,
      net_fen: 0,
      tax_fen: 0,
      employer_fen: 0,
      created_by: actor.id,
      created_at: now,
      calculated_at: null,
      locked_at: null,
      published_at: null,
      threshold: '10',
      kind: run.kind,
      name: run.name ?? '',
      corrects_run_id: run.correctsRunId ?? null,
      correction: run.correction ?? '',
    })
    .execute()
  const lines: SalaryLineTable[] = run.people.map((person) => ({
    tenant_id: tenantId,
    run_id: id,
    employee_id: person.id,
    organ_id: person.organ_id,
    cost_centre: '',
    inputs: JSON.stringify(person.inputs ?? {}),
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
  for (let i = 0; i < lines.length; i += INSERT_ROWS)
    await trx
      .insertInto('salary_line')
      .values(lines.slice(i, i + INSERT_ROWS))
      .execute()
  const detail = {
    groupId: run.groupId,
    month: run.month,
    headcount: run.people.length,
    kind: run.kind,
    ...(run.name ? { name: run.name } : {}),
    ...(run.correctsRunId ? { corrects: run.correctsRunId, correction: run.correction } : {}),
  }
  await writeAudit(trx, { tenantId, runId: id, actor, action: 'create', detail }, now)
  return id
}
