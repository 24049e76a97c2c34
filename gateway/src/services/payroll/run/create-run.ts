import type { Db } from '../../../core/db/types'
import { writeAudit, type Actor } from '../audit'
import type { CorrectionMode, RunKind, SalaryLineTable } from '../tables'

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
