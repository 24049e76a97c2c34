import type { Migration } from 'kysely'
import * as files from './021-files'
import * as fileTaskSeen from './110-file-task-seen'

/** The migrations that create or change only the filecenter service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '021-files': files,
  '110-file-task-seen': fileTaskSeen,
}
