// Row types of the filecenter service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    file_object: FileObjectTable
    file_task: FileTaskTable
  }
}

/** A file of a tenant's user in the object store (migration 021): upload, export or import error report. */
export interface FileObjectTable {
  tenant_id: number
  id: string
  user_id: number
  name: string
  path: string
  size: number
  type: string
  kind: string
  created_at: number
}

/** An import task and its progress (migration 021). */
export interface FileTaskTable {
  tenant_id: number
  id: string
  user_id: number
  kind: string
  file_id: string
  state: string
  total: number
  done: number
  ok_count: number
  fail_count: number
  error_file_id: string | null
  message: string
  created_at: number
  updated_at: number
  /** When its user saw the finished task's result (the import dialog, the file centre's task list); null: not yet (migration 110). */
  seen_at: number | null
}
