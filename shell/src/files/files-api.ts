import type {
  FilePage,
  FileResult,
  IelPage,
  IelRow,
  Preview,
  Removed,
  Seen,
  SignedLink,
  Usage,
} from '@hr-portal/api/client/files'
import { http } from '../lib/http'

// The file centre's answers, typed by the contract (api/src/files).
export type { FilePage }
/** One file of the list: the §3 result and its record. */
export type FileRow = FileResult
/** One import or export task of the user (§7 IEL list). */
export type TaskRow = IelRow
export type TaskPage = IelPage

const BASE = '/filecenter/web/upLoad'

export const listFiles = async (list: 'upload' | 'download', page: number, rows: number) =>
  (await http.postJson<FilePage>(`${BASE}/${list === 'upload' ? 'list' : 'getDownLoadList'}`, { page, rows })).result!

/** §7 IEL list: the user's import/export tasks, newest first, with the count of finished ones not seen yet. */
export const listTasks = async (page: number, rows: number) =>
  (await http.postJson<TaskPage>(`${BASE}/ielList`, { page, rows }, { unLoading: true })).result!

/** §7 IEL status update: these finished tasks (or all) have been seen; answers how many finished ones are still unseen. */
export const markTasksSeen = async (ids?: string[]) =>
  (
    await http.postJson<Seen>(`${BASE}/updateIelStatus`, ids ? { ids } : {}, {
      unLoading: true,
    })
  ).result!

export const useSize = async () => (await http.postJson<Usage>(`${BASE}/getUseSize`, {}, { unLoading: true })).result!

export const deleteFile = (id: string) => http.postJson<Removed>(`${BASE}/del`, { id })

export const cleanFiles = async () => (await http.postJson<Removed>(`${BASE}/clean`, {})).result!.count

/** A fresh signed link (about a day) to share. */
export const signedLink = async (id: string) =>
  (await http.postJson<SignedLink>(`${BASE}/getUploadUrl`, { id })).result!.url

/** Opens a file in a new tab to look at (§7 previewEncrypt: a 5-minute link shown inline, HTML and SVG sandboxed). */
export async function previewFile(id: string): Promise<void> {
  const { url } = (await http.postJson<Preview>(`${BASE}/previewEncrypt`, { id })).result!
  window.open(url, '_blank', 'noopener,noreferrer')
}

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
