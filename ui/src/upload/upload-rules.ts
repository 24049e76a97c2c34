// §5 upload rules: a limited count, a size limit per file, formats bmp/jpeg/jpg/png/gif (video
// when enabled) unless a list names other formats, no empty (0 KB) file.

export const IMAGE_FORMATS = ['bmp', 'jpeg', 'jpg', 'png', 'gif'] as const
export const VIDEO_FORMATS = ['mp4', 'webm', 'mov'] as const
/** Documents and images, for lists that take files of any kind (the server checks each by its content). */
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'csv', ...IMAGE_FORMATS] as const

export interface UploadLimits {
  /** Files at most, counting those already in the list. */
  maxCount: number
  /** Bytes per file at most. */
  maxBytes: number
  /** Video formats are accepted too. */
  video?: boolean
  /** The formats (extensions) taken instead of the §5 images; `video` is ignored then. */
  formats?: readonly string[]
}

export type FileProblem = 'empty' | 'format' | 'tooLarge' | 'tooMany'

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '')

/** The formats (extensions) a list accepts. */
export const formatsOf = (limits: UploadLimits): readonly string[] =>
  limits.formats ?? [...IMAGE_FORMATS, ...(limits.video ? VIDEO_FORMATS : [])]

/** The formats a list accepts, for the file input's `accept`. */
export const acceptOf = (limits: UploadLimits) =>
  formatsOf(limits)
    .map((ext) => `.${ext}`)
    .join(',')

/** Each new file with its problem, or null when it may be uploaded. */
export function checkFiles(
  files: Array<{ name: string; size: number }>,
  already: number,
  limits: UploadLimits,
): Array<FileProblem | null> {
  const formats = formatsOf(limits)
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
