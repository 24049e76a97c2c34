import { functionIdsOf } from '../../../core/auth/functions'
import type { Db } from '../../../core/db/types'
import { handle } from '../../../core/service'
import { TASK_READER, type TaskOwner, type UserTask } from '../../message'
import { LEAVE_FUNCTIONS } from '../store'

const PREFIX = 'leave-rollover:'

/** The tenant's rollovers are seen by a super user and by those granted leave types (8011), who set what they do. */
async function mayRead(db: Db, owner: TaskOwner): Promise<boolean> {
  const user = await db.selectFrom('app_user').select('is_super').where('id', '=', owner.userId).executeTakeFirst()
  if (user?.is_super) return true
  return (await functionIdsOf(db, owner.userId, owner.tenantId)).has(LEAVE_FUNCTIONS.leaveTypes)
}

type Run = {
  day: string
  started_at: number
  finished_at: number
  entries: number
  granted: number
  carried: number
  expired: number
  paid_out: number
}

/** A day's rollover as a task: its ledger entries written, when and how long, opening the leave balances. */
const taskOf = (run: Run): UserTask => ({
  id: `${PREFIX}${run.day}`,
  kind: 'leave-rollover',
  state: 'done',
  total: Number(run.entries),
  done: Number(run.entries),
  ok_count: Number(run.entries),
  fail_count: 0,
  error_file_id: null,
  message: '',
  created_at: Number(run.started_at),
  updated_at: Number(run.finished_at),
  file_name: null,
  starter: null,
  subject: run.day,
  link: '/portal/attendance/leave-balances',
})

const runsOf = (db: Db, tenantId: number) => db.selectFrom('leave_rollover_run').where('tenant_id', '=', tenantId)

/** The message centre's Tasks view reads the tenant's leave rollovers through this. */
export const rolloverTaskReader = handle(TASK_READER, {
  async list(db, owner, page) {
    if (!(await mayRead(db, owner))) return { total: 0, rows: [] }
    const count = await runsOf(db, owner.tenantId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const runs = await runsOf(db, owner.tenantId)
      .selectAll()
      .orderBy('day', 'desc')
      .limit(page.rows)
      .offset((page.page - 1) * page.rows)
      .execute()
    return { total: Number(count.n), rows: runs.map(taskOf) }
  },
  async one(db, owner, id) {
    if (!id.startsWith(PREFIX) || !(await mayRead(db, owner))) return undefined
    const run = await runsOf(db, owner.tenantId)
      .selectAll()
      .where('day', '=', id.slice(PREFIX.length))
      .executeTakeFirst()
    return run ? taskOf(run) : undefined
  },
})
