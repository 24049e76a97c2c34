// The table worker's entry (a worker thread, see read-table.ts): reads a CSV or the first sheet of an .xlsx
// (as a stream where its parts' order allows) and posts its non-blank rows in batches, stopping as soon as there are more than the limit.
import { constants, setPriority } from 'node:os'
import { Readable } from 'node:stream'
import { parentPort, workerData } from 'node:worker_threads'
import { parse } from 'csv-parse'
import ExcelJS from 'exceljs'
import { cellText } from './cell-text'
import type { TableJob, TableMessage } from './table-messages'
import { streamable } from './xlsx-parts'

const BATCH_ROWS = 1000

const rowCells = (row: ExcelJS.Row): string[] => {
  const cells: string[] = []
  for (let col = 1; col <= row.cellCount; col++) cells.push(cellText(row.getCell(col).value).trim())
  return cells
}

async function* xlsxLines(bytes: Buffer): AsyncGenerator<string[]> {
  if (!streamable(bytes)) {
    // Read whole (the archive's declared size was checked, and the worker's heap is limited).
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes as unknown as Parameters<typeof book.xlsx.load>[0])
    const sheet = book.worksheets[0]
    if (!sheet) return
    for (let n = 1; n <= sheet.rowCount; n++) yield rowCells(sheet.getRow(n))
    return
  }
  // Styles are read for their number formats (a date cell is a number formatted as a date).
  const book = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  })
  for await (const sheet of book) {
    for await (const row of sheet) yield rowCells(row)
    return
  }
}

async function* csvLines(bytes: Buffer): AsyncGenerator<string[]> {
  yield* Readable.from([bytes]).pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }))
}

/**
 * On Linux a nice value belongs to a thread: this worker lowers its own to the lowest, so on a busy machine
 * the gateway's event loop gets the CPU before it. (Elsewhere it is the whole process's, so it is left.)
 */
function yieldToEventLoop(): void {
  if (process.platform !== 'linux') return
  try {
    setPriority(constants.priority.PRIORITY_LOW)
  } catch {
    // Not allowed here: the worker runs at the gateway's priority.
  }
}

async function main(job: TableJob): Promise<void> {
  yieldToEventLoop()
  const post = (message: TableMessage) => parentPort?.postMessage(message)
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)
  let batch: string[][] = []
  let count = 0
  for await (const cells of job.type === 'text/csv' ? csvLines(bytes) : xlsxLines(bytes)) {
    if (!cells.some((cell) => cell !== '')) continue
    // The header and at most rowLimit data rows.
    if (++count > job.rowLimit + 1) return post({ kind: 'tooMany' })
    batch.push(cells)
    if (batch.length >= BATCH_ROWS) {
      post({ kind: 'rows', rows: batch })
      batch = []
    }
  }
  if (batch.length) post({ kind: 'rows', rows: batch })
  post({ kind: 'end' })
}

main(workerData as TableJob).catch((error: unknown) =>
  parentPort?.postMessage({
    kind: 'failed',
    message: String((error as Error)?.message ?? error),
  } satisfies TableMessage),
)
