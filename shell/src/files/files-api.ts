import type { UploadedFile } from '@hr-portal/ui'
import { http } from '../lib/http'

/** One file of the list: the §3 result and its record. */
export interface FileRow extends UploadedFile {
  [key: string]: unknown
  id: string
  size: number
  type: string
  createdAt: number
}

export interface FilePage {
  total: number
  page: number
  totalPage: number
  rows: FileRow[]
}

const BASE = '/filecenter/web/upLoad'

export const listFiles = async (list: 'upload' | 'download', page: number, rows: number) =>
  (await http.postJson<FilePage>(`${BASE}/${list === 'upload' ? 'list' : 'getDownLoadList'}`, { page, rows })).result!

/** One import or export task of the user (§7 IEL list). */
export interface TaskRow {
  [key: string]: unknown
  taskId: string
  kind: string
  fileName: string
  state: 'pending' | 'running' | 'done' | 'failed' | 'cancelled'
  total: number
  done: number
  okCount: number
  failCount: number
  errorFileId: string | null
  message: string
  createdAt: number
  /** The user has seen the finished task's result. */
  seen: boolean
}

export interface TaskPage {
  total: number
  page: number
  totalPage: number
  rows: TaskRow[]
  unseen: number
}

/** §7 IEL list: the user's import/export tasks, newest first, with the count of finished ones not seen yet. */
export const listTasks = async (page: number, rows: number) =>
  (await http.postJson<TaskPage>(`${BASE}/ielList`, { page, rows }, { unLoading: true })).result!

/** §7 IEL status update: these finished tasks (or all) have been seen; answers how many finished ones are still unseen. */
export const markTasksSeen = async (ids?: string[]) =>
  (
    await http.postJson<{ updated: number; unseen: number }>(`${BASE}/updateIelStatus`, ids ? { ids } : {}, {
      unLoading: true,
    })
  ).result!

export const useSize = async () =>
  (await http.postJson<{ bytes: number; count: number }>(`${BASE}/getUseSize`, {}, { unLoading: true })).result!

export const deleteFile = (id: string) => http.postJson<{ count: number }>(`${BASE}/del`, { id })

export const cleanFiles = async () => (await http.postJson<{ count: number }>(`${BASE}/clean`, {})).result!.count

/** A fresh signed link (about a day) to share. */
export const signedLink = async (id: string) =>
  (await http.postJson<{ url: string }>(`${BASE}/getUploadUrl`, { id })).result!.url

/** Downloads a file with the session (§7 blob download) and saves it under its name. */
export async function downloadFile(id: string): Promise<void> {
  const file = await http.postBlob(`${BASE}/download`, { id })
  const href = URL.createObjectURL(file.blob)
  const anchor = document.createElement('a')
  anchor.href = href
  anchor.download = file.filename
  document.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** Uploads one document or image with progress (the §7 wrapper's upload; the gateway checks its content), answering the §3 result. */
export async function uploadDocument(
  file: File,
  onProgress: (p: { loaded: number; total: number; percent: number }) => void,
  signal: AbortSignal,
): Promise<FileRow> {
  const answer = await http.upload<FileRow>(
    `${BASE}/upload`,
    { file, fileName: file.name, fields: { accept: 'any' } },
    { onProgress, signal, unLoading: true },
  )
  return answer.result!
}

/** Bytes as KB / MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
