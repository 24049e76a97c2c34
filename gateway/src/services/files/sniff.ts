import { fileTypeFromBuffer } from 'file-type'

/** What a file is, read from its content. */
export interface Sniffed {
  mime: string
  ext: string
}

/**
 * What an upload may be: §5 images (bmp, jpeg, jpg, png, gif), the import formats (CSV, xlsx), images and documents
 * (PDF, docx/xlsx/pptx, plain text), or §5 video (MP4, WebM, QuickTime: the getVodKey upload).
 */
export type Accept = 'image' | 'import' | 'any' | 'video'

export const ACCEPTS: readonly Accept[] = ['image', 'import', 'any', 'video']

const IMAGES: Record<string, string> = {
  'image/bmp': 'bmp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
/** Documents by their content: PDF by its header, Office files by the parts inside their zip (file-type reads [Content_Types].xml / word/, ppt/, xl/). */
const DOCUMENTS: Record<string, string> = { 'application/pdf': 'pdf', [DOCX]: 'docx', [XLSX]: 'xlsx', [PPTX]: 'pptx' }
/** Videos by their container's magic bytes: the MP4 and QuickTime `ftyp` box (brand), the WebM EBML header with its doc type. */
export const VIDEOS: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' }
const TEXT_EXTENSIONS = ['csv', 'txt']

const allowed = (accept: Accept): Record<string, string> =>
  accept === 'image'
    ? IMAGES
    : accept === 'import'
      ? { [XLSX]: 'xlsx' }
      : accept === 'video'
        ? VIDEOS
        : { ...IMAGES, ...DOCUMENTS }

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? ''

/** Plain UTF-8 text: decodes strictly and holds no control characters but tab and line breaks. */
function isPlainText(buffer: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(buffer)
    return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)
  } catch {
    return false
  }
}

/**
 * The type of `buffer` by its content (file-type's magic numbers), never by its name; null when it
 * is not one `accept` allows. Text has no magic number: a `.csv`/`.txt` name is taken only when the
 * content is plain UTF-8 text (so a program renamed to .csv is still refused).
 */
export async function sniff(buffer: Buffer, fileName: string, accept: Accept): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(buffer)
  if (found) {
    const ext = allowed(accept)[found.mime]
    return ext ? { mime: found.mime, ext } : null
  }
  const ext = extensionOf(fileName)
  if (
    accept === 'image' ||
    accept === 'video' ||
    !TEXT_EXTENSIONS.includes(ext) ||
    (accept === 'import' && ext !== 'csv')
  )
    return null
  return isPlainText(buffer) ? { mime: ext === 'csv' ? 'text/csv' : 'text/plain', ext } : null
}
