import { readZipDirectory } from './zip-directory'

/** The most an .xlsx may unpack to, by its directory (a 20,000-row staff sheet is a few MB). */
export const MAX_UNPACKED_MB = 64
/** The highest unpacked/packed ratio an .xlsx may declare (spreadsheets of real data pack about 5 to 20 times). */
export const MAX_PACK_RATIO = 100
/** The most entries an .xlsx may have (a workbook has a few dozen parts). */
export const MAX_ENTRIES = 1000

/**
 * Why an .xlsx is refused before it is parsed, from the sizes its central directory declares:
 * 'unreadable' when it has no readable directory, 'tooLarge' past the limits above; null when it may be read.
 */
export function archiveRefusal(buffer: Buffer): 'unreadable' | 'tooLarge' | null {
  const directory = readZipDirectory(buffer)
  if (!directory) return 'unreadable'
  const { entries, packed, unpacked } = directory
  if (entries > MAX_ENTRIES || unpacked > MAX_UNPACKED_MB * 1024 * 1024) return 'tooLarge'
  return unpacked > Math.max(packed, 1) * MAX_PACK_RATIO ? 'tooLarge' : null
}
