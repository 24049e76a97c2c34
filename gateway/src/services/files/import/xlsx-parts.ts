import { readZipDirectory } from './zip-directory'

/**
 * Whether the streaming reader can read this workbook: it learns the sheets' names from xl/workbook.xml, and when a
 * worksheet is stored before that part (as exceljs itself writes files, e.g. our own templates and rejects files) it
 * may read the sheet before the names and fail now and then (its streaming pass does not wait for that part).
 */
export function streamable(bytes: Buffer): boolean {
  const names = readZipDirectory(bytes)?.names ?? []
  const workbook = names.indexOf('xl/workbook.xml')
  const firstSheet = names.findIndex((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
  return workbook >= 0 && (firstSheet < 0 || workbook < firstSheet)
}
