import { useEffect, useState } from 'react'
import type { FileResult, Progress } from '@hr-portal/api/client/files'
import { http } from '@hr-portal/kit'

/** §7 getProgress answer of an import task, typed by the contract (api/src/files). */
export type ImportProgress = Progress

const BASE = '/filecenter/web/upLoad'
const POLL_MS = 400

/** Uploads the CSV/xlsx (content-checked by the gateway) and starts a staff import task. */
export async function startStaffImport(
  file: File,
  /** Open accounts for the imported staff, named by this rule (with the tenant's staff role). */
  accounts?: { nameRule: 'jobNumber' | 'phone' | 'email' },
): Promise<ImportProgress> {
  const uploaded = await http.upload<FileResult>(
    `${BASE}/upload`,
    { file, fileName: file.name, fields: { accept: 'import' } },
    { unLoading: true },
  )
  const body = { fileId: uploaded.result!.id, kind: 'staff', ...(accounts ? { accounts } : {}) }
  return (await http.postJson<ImportProgress>(`${BASE}/startTask`, body)).result!
}

export const cancelStaffImport = (taskId: string) =>
  http.postJson(`${BASE}/updateProcess`, { taskId, action: 'cancel' })

/** Saves the refused rows' report (a CSV with the reason per row). */
export const downloadImportErrors = (taskId: string) =>
  http.exportBlob(`${BASE}/downLoadErrorData`, { taskId }, { raw: true })

/** Saves the import template. */
export const downloadImportTemplate = () => http.exportBlob(`${BASE}/importTemplate`, {}, { raw: true })

/**
 * §7 IEL status update: the dialog showed this finished task's result, so the file centre's task list does not mark it
 * new. A task that finishes after the dialog closed stays unseen until the list shows it.
 */
export const markImportSeen = (taskId: string) =>
  http.postJson(`${BASE}/updateIelStatus`, { ids: [taskId] }, { unLoading: true }).catch(() => {})

const finished = (p: ImportProgress) => p.state === 'done' || p.state === 'failed' || p.state === 'cancelled'

/** Polls getProgress until the task is finished; `onFinished` runs once then, and the task counts as seen. */
export function useImportProgress(
  start: ImportProgress | null,
  onFinished: (p: ImportProgress) => void,
): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(start)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one poll per task; a new progress object for the same task must not start another
  useEffect(() => {
    setProgress(start)
    if (!start) return
    if (finished(start)) return void markImportSeen(start.taskId)
    let live = true
    const poll = async () => {
      while (live) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        if (!live) return
        try {
          const next = (
            await http.postJson<ImportProgress>(`${BASE}/getProgress`, { taskId: start.taskId }, { unLoading: true })
          ).result!
          if (!live) return
          setProgress(next)
          if (finished(next)) {
            void markImportSeen(next.taskId)
            return onFinished(next)
          }
        } catch {
          // A missed poll is retried on the next tick.
        }
      }
    }
    void poll()
    return () => {
      live = false
    }
  }, [start?.taskId])
  return progress
}
