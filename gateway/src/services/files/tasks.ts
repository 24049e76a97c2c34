import type { Db } from '../../core/db/types'
import { handle } from '../../core/service'
import { TASK_READER, type UserTask } from '../message'

/** The user's own tasks in the tenant (all of them unless `id` names one), with the file's and the starter's names. */
const ownTasks = (db: Db, tenantId: number, userId: number) =>
  db
    .selectFrom('file_task')
    .leftJoin('file_object', (join) =>
      join.onRef('file_object.tenant_id', '=', 'file_task.tenant_id').onRef('file_object.id', '=', 'file_task.file_id'),
    )
    .leftJoin('app_user', 'app_user.id', 'file_task.user_id')
    .where('file_task.tenant_id', '=', tenantId)
    .where('file_task.user_id', '=', userId)

const COLUMNS = [
  'file_task.id',
  'file_task.kind',
  'file_task.state',
  'file_task.total',
  'file_task.done',
  'file_task.ok_count',
  'file_task.fail_count',
  'file_task.error_file_id',
  'file_task.message',
  'file_task.created_at',
  'file_task.updated_at',
  'file_object.name as file_name',
  'app_user.real_name as starter',
] as const

/** A page of the user's own tasks, newest first, and how many there are. */
export async function userTasks(
  db: Db,
  owner: { tenantId: number; userId: number },
  page: { page: number; rows: number },
): Promise<{ total: number; rows: UserTask[] }> {
  const count = await ownTasks(db, owner.tenantId, owner.userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await ownTasks(db, owner.tenantId, owner.userId)
    .select(COLUMNS)
    .orderBy('file_task.created_at', 'desc')
    .orderBy('file_task.id')
    .limit(page.rows)
    .offset((page.page - 1) * page.rows)
    .execute()
  return { total: Number(count.n), rows: rows as UserTask[] }
}

/** One of the user's own tasks; undefined for another user's or another tenant's. */
export async function userTask(
  db: Db,
  owner: { tenantId: number; userId: number },
  id: string,
): Promise<UserTask | undefined> {
  return (await ownTasks(db, owner.tenantId, owner.userId)
    .select(COLUMNS)
    .where('file_task.id', '=', id)
    .executeTakeFirst()) as UserTask | undefined
}

/** The message centre's Tasks view reads the users' import tasks through this. */
export const importTaskReader = handle(TASK_READER, { list: userTasks, one: userTask })
