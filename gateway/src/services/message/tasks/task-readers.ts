import type { Db } from '../../../core/db/types'
import { hookOf, wiringOf } from '../../../core/service'

/** One long job of a user as the task monitor reads it: the task row with its file's name and its starter's name. */
export interface UserTask {
  id: string
  kind: string
  state: string
  total: number
  done: number
  ok_count: number
  fail_count: number
  error_file_id: string | null
  message: string
  created_at: number
  updated_at: number
  file_name: string | null
  starter: string | null
}

export type TaskOwner = { tenantId: number; userId: number }

/** Reads a user's own long jobs from the service that keeps them (the file centre's import tasks). */
export interface TaskReader {
  /** A page of the owner's tasks, newest first, and how many there are. */
  list(db: Db, owner: TaskOwner, page: { page: number; rows: number }): Promise<{ total: number; rows: UserTask[] }>
  /** One of the owner's tasks; undefined for another user's or another tenant's. */
  one(db: Db, owner: TaskOwner, id: string): Promise<UserTask | undefined>
}

/** The reader of the users' long jobs, handed in by the service that keeps them (files), which imports this one. */
export const TASK_READER = hookOf<TaskReader>('message.taskReader')

/** The reader handed in; a gateway without one answers that nobody has tasks. */
export function taskReaderOf(db: Db): TaskReader {
  return (
    wiringOf(db).one(TASK_READER) ?? {
      list: async () => ({ total: 0, rows: [] }),
      one: async () => undefined,
    }
  )
}
