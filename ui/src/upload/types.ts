/** §3 uploaded file result. */
export interface UploadedFile {
  fileName: string
  filePath: string
  fileUrl: string
  downloadUrl: string
}

export interface UploadProgressInfo {
  loaded: number
  total: number
  percent: number
}

/** Sends one file; the §7 wrapper's `upload` fits (see the gallery for the adapter). */
export type UploadFn = (
  file: File,
  options: { onProgress: (progress: UploadProgressInfo) => void; signal: AbortSignal },
) => Promise<UploadedFile>

export interface UploadLabels {
  drop: string
  choose: string
  hint: (formats: string, maxMb: number, maxCount: number) => string
  cancel: string
  retry: string
  remove: string
  uploading: (percent: number) => string
  done: string
  failed: string
  cancelled: string
  empty: string
  format: string
  tooLarge: (maxMb: number) => string
  tooMany: (maxCount: number) => string
}

export const uploadLabels: Record<'zh-CN' | 'en', UploadLabels> = {
  'zh-CN': {
    drop: '将文件拖到此处，或',
    choose: '点击上传',
    hint: (f, mb, n) => `支持 ${f}，单个文件不超过 ${mb} MB，最多 ${n} 个`,
    cancel: '取消',
    retry: '重试',
    remove: '删除',
    uploading: (p) => `上传中 ${p}%`,
    done: '上传成功',
    failed: '上传失败',
    cancelled: '已取消',
    empty: '不能上传 0 KB 的文件',
    format: '格式不正确',
    tooLarge: (mb) => `文件不能超过 ${mb} MB`,
    tooMany: (n) => `最多上传 ${n} 个文件`,
  },
  en: {
    drop: 'Drop files here, or',
    choose: 'choose files',
    hint: (f, mb, n) => `${f}; up to ${mb} MB each, at most ${n} files`,
    cancel: 'Cancel',
    retry: 'Retry',
    remove: 'Remove',
    uploading: (p) => `Uploading ${p}%`,
    done: 'Uploaded',
    failed: 'Upload failed',
    cancelled: 'Cancelled',
    empty: 'A 0 KB file cannot be uploaded',
    format: 'Incorrect format',
    tooLarge: (mb) => `A file may be at most ${mb} MB`,
    tooMany: (n) => `At most ${n} files`,
  },
}
