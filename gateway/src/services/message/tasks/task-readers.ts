import type { Db } from '../../../core/db/types'
import { hookOf, wiringOf } from '../../../core/service'

/** One long job as the task monitor reads it: the task row with its file's or subject's name and its starter's name. */
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
  /** What the job worked on when not a file ('' or absent when none). */
  subject?: string
  /** The portal page that shows the job's result ('' or absent when none). */
  link?: string
}

export type TaskOwner = { tenantId: number; userId: number }

/** Reads the long jobs a user may see from the service that keeps them (imports, payroll runs, leave rollovers). */
export interface TaskReader {
  /** A page of the owner's tasks, newest first, and how many there are. */
  list(db: Db, owner: TaskOwner, page: { page: number; rows: number }): Promise<{ total: number; rows: UserTask[] }>
  /** One of the owner's tasks; undefined for another user's, another tenant's, or an id this reader does not keep. */
  one(db: Db, owner: TaskOwner, id: string): Promise<UserTask | undefined>
}

/** A reader of the users' long jobs, handed in by each service that keeps some (files, payroll, leave). */
export const TASK_READER = hookOf<TaskReader>('message.taskReader')

const newestFirst = (a: UserTask, b: UserTask) =>
  Number(b.created_at) - Number(a.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * Every reader handed in, read as one: a page of the merged list is cut from the first page × rows of each reader,
 * newest first; one task is the first reader's that knows its id. None handed in: nobody has tasks.
 */
export function taskReaderOf(db: Db): TaskReader {
  const readers = wiringOf(db).all(TASK_READER)
  return {
    async list(db, owner, page) {
      const upTo = { page: 1, rows: page.page * page.rows }
      const found = await Promise.all(readers.map((reader) => reader.list(db, owner, upTo)))
      const rows = found.flatMap((answer) => answer.rows).sort(newestFirst)
      return {
        total: found.reduce((sum, answer) => sum + answer.total, 0),
        rows: rows.slice((page.page - 1) * page.rows, page.page * page.rows),
      }
    },
    async one(db, owner, id) {
      for (const reader of readers) {
        const task = await reader.one(db, owner, id)
        if (task) return task
      }
      return undefined
    },
  }
}
