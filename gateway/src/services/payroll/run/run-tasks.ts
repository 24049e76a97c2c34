import type { Db } from '../../../core/db/types'
import { handle } from '../../../core/service'
import { TASK_READER, type TaskOwner, type UserTask } from '../../message'

const PREFIX = 'payroll-run:'

/** The calculations of whole runs the owner started in the tenant (the payroll audit trail's 'calculate' entries). */
const ownCalculations = (db: Db, owner: TaskOwner) =>
  db
    .selectFrom('salary_audit')
    .innerJoin('salary_run', (join) =>
      join
        .onRef('salary_run.tenant_id', '=', 'salary_audit.tenant_id')
        .onRef('salary_run.id', '=', 'salary_audit.run_id'),
    )
    .leftJoin('salary_group', (join) =>
      join
        .onRef('salary_group.tenant_id', '=', 'salary_run.tenant_id')
        .onRef('salary_group.id', '=', 'salary_run.group_id'),
    )
    .where('salary_audit.tenant_id', '=', owner.tenantId)
    .where('salary_audit.user_id', '=', owner.userId)
    .where('salary_audit.action', '=', 'calculate')

const COLUMNS = [
  'salary_audit.id',
  'salary_audit.at',
  'salary_audit.user_name',
  'salary_audit.detail',
  'salary_run.id as run_id',
  'salary_run.month',
  'salary_run.name as run_name',
  'salary_group.name as group_name',
] as const

type Row = {
  id: string
  at: number
  user_name: string
  detail: string
  run_id: number
  month: string
  run_name: string
  group_name: string | null
}

/** A calculation as a task: the people it calculated, when it ran and how long it took, the run's month and name. */
function taskOf(row: Row): UserTask {
  const detail = JSON.parse(row.detail) as { headcount?: number; ms?: number }
  const lines = Number(detail.headcount ?? 0)
  const finished = Number(row.at)
  return {
    id: `${PREFIX}${row.id}`,
    kind: 'payroll-run',
    state: 'done',
    total: lines,
    done: lines,
    ok_count: lines,
    fail_count: 0,
    error_file_id: null,
    message: '',
    created_at: finished - Number(detail.ms ?? 0),
    updated_at: finished,
    file_name: null,
    starter: row.user_name,
    subject: [row.month, row.run_name || row.group_name].filter(Boolean).join(' · '),
    link: `/portal/salary/runs/${row.run_id}`,
  }
}

/** The message centre's Tasks view reads the payroll runs a user calculated through this. */
export const payrollTaskReader = handle(TASK_READER, {
  async list(db, owner, page) {
    const count = await ownCalculations(db, owner)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const rows = await ownCalculations(db, owner)
      .select(COLUMNS)
      .orderBy('salary_audit.at', 'desc')
      .orderBy('salary_audit.id', 'desc')
      .limit(page.rows)
      .offset((page.page - 1) * page.rows)
      .execute()
    return { total: Number(count.n), rows: (rows as Row[]).map(taskOf) }
  },
  async one(db, owner, id) {
    if (!id.startsWith(PREFIX)) return undefined
    const row = await ownCalculations(db, owner)
      .select(COLUMNS)
      .where('salary_audit.id', '=', id.slice(PREFIX.length))
      .executeTakeFirst()
    return row ? taskOf(row as Row) : undefined
  },
})
