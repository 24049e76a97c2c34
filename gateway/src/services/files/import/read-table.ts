import type { Worker } from 'node:worker_threads'
import { cleanLine } from '../../../core/text/clean-text'
import { outcomeOf } from '../../../core/worker-file'
import { archiveRefusal } from './archive-limits'
import type { TableJob, TableMessage } from './table-messages'
import { startTableWorker } from './table-worker-file'
import { workerSlots } from './worker-slots'

/** A spreadsheet's first sheet as text cells: the header row and the data rows. */
export interface Table {
  header: string[]
  rows: string[][]
}

/** The most data rows one import takes. */
export const IMPORT_ROW_LIMIT = 20_000

/** What the table worker may use: heap (MB) and time (ms); past either it is stopped and the file refused. */
export const TABLE_WORKER_LIMITS = { heapMb: 256, timeMs: 60_000 }

/** The most table workers one process runs at once; further imports wait for one to end. */
export const MAX_TABLE_WORKERS = 2
const tableWorkers = workerSlots(MAX_TABLE_WORKERS)

/**
 * Why a file is refused: 'archive' (an .xlsx that declares too much unpacked content), 'tooMany' (more data
 * rows than the limit), 'tooHeavy' (its reading ran out of memory or time), 'unreadable'.
 */
export type TableRefusal = 'archive' | 'tooMany' | 'tooHeavy' | 'unreadable'

export class TableRefused extends Error {
  constructor(
    readonly refusal: TableRefusal,
    detail = '',
  ) {
    super(detail || refusal)
  }
}

/** Collects the worker's rows until its outcome; stops it then, or when it outlives `timeMs`. */
function collect(worker: Worker, timeMs: number): Promise<string[][]> {
  const lines: string[][] = []
  return outcomeOf<string[][], TableMessage>(
    worker,
    timeMs,
    (message) => {
      if (message.kind === 'rows') {
        lines.push(...message.rows)
        return undefined
      }
      if (message.kind === 'end') return lines
      if (message.kind === 'tooMany') return new TableRefused('tooMany')
      return new TableRefused('unreadable', message.message)
    },
    (why, error) => new TableRefused(tooHeavy(why, error) ? 'tooHeavy' : 'unreadable', why),
  )
}

/** The time limit, or the heap limit (ERR_WORKER_OUT_OF_MEMORY), was reached. */
function tooHeavy(why: string, error?: Error & { code?: string }): boolean {
  return why === 'time limit' || error?.code === 'ERR_WORKER_OUT_OF_MEMORY'
}

/**
 * Reads a CSV (UTF-8, with or without BOM) or an .xlsx file; blank rows are skipped. An .xlsx is first checked
 * by the sizes its zip directory declares; then a worker thread with a heap limit parses the file as a stream
 * (MAX_TABLE_WORKERS at once), so the event loop only receives rows; control and bidirectional characters are taken
 * out of every cell, a line break becomes a space. Throws TableRefused.
 */
export async function readTable(buffer: Buffer, type: string, limits = TABLE_WORKER_LIMITS): Promise<Table> {
  if (type !== 'text/csv') {
    const refusal = archiveRefusal(buffer)
    if (refusal) throw new TableRefused(refusal === 'tooLarge' ? 'archive' : 'unreadable')
  }
  // A copy of the bytes moves to the worker (transferred, not copied again).
  const copy = new ArrayBuffer(buffer.byteLength)
  new Uint8Array(copy).set(buffer)
  const job: TableJob = { bytes: new Uint8Array(copy), type, rowLimit: IMPORT_ROW_LIMIT }
  const release = await tableWorkers.take()
  try {
    const worker = await startTableWorker({
      workerData: job,
      transferList: [copy],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    })
    // A cell is one line of text, cleaned by the rule of every text the gateway takes in (core/text/clean-text.ts).
    const [header = [], ...rows] = (await collect(worker, limits.timeMs)).map((cells) => cells.map(cleanLine))
    return { header, rows }
  } finally {
    release()
  }
}
