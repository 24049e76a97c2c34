// §5 upload rules: a limited count, a size limit per file, formats bmp/jpeg/jpg/png/gif (video
// when enabled), no empty (0 KB) file.

export const IMAGE_FORMATS = ['bmp', 'jpeg', 'jpg', 'png', 'gif'] as const
export const VIDEO_FORMATS = ['mp4', 'webm', 'mov'] as const

export interface UploadLimits {
  /** Files at most, counting those already in the list. */
  maxCount: number
  /** Bytes per file at most. */
  maxBytes: number
  /** Video formats are accepted too. */
  video?: boolean
}

export type FileProblem = 'empty' | 'format' | 'tooLarge' | 'tooMany'

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '')

/** The formats a list accepts, for the file input's `accept`. */
export const acceptOf = (limits: UploadLimits) =>
  [...IMAGE_FORMATS, ...(limits.video ? VIDEO_FORMATS : [])].map((ext) => `.${ext}`).join(',')

/** Each new file with its problem, or null when it may be uploaded. */
export function checkFiles(files: Array<{ name: string; size: number }>, already: number, limits: UploadLimits): Array<FileProblem | null> {
  const formats: readonly string[] = [...IMAGE_FORMATS, ...(limits.video ? VIDEO_FORMATS : [])]
  let room = Math.max(0, limits.maxCount - already)
  return files.map((file) => {
    if (!formats.includes(extensionOf(file.name))) return 'format'
    if (file.size === 0) return 'empty'
    if (file.size > limits.maxBytes) return 'tooLarge'
    if (room === 0) return 'tooMany'
    room -= 1
    return null
  })
}
