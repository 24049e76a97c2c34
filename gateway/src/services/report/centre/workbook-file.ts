import { outcomeOf, startWorkerEntry } from '../../../core/worker-file'
import { reportWorkbook, type WorkbookInput } from './workbook'

/** The worker entry's name: build.mjs bundles it as dist/gateway/report-workbook-worker.mjs beside main.mjs. */
export const REPORT_WORKBOOK_WORKER_ENTRY = 'report-workbook-worker'

/** Tables with more rows than this are written in a worker thread, so a large export does not hold up other requests. */
export const INLINE_ROWS = 2000

const LIMITS = { heapMb: 256, timeMs: 60_000 }

async function inWorker(input: WorkbookInput): Promise<Buffer> {
  const resourceLimits = { maxOldGenerationSizeMb: LIMITS.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 }
  const worker = await startWorkerEntry(import.meta.url, REPORT_WORKBOOK_WORKER_ENTRY, 'workbook-worker', {
    workerData: input,
    resourceLimits,
  })
  return outcomeOf(
    worker,
    LIMITS.timeMs,
    (message: { ok: true; file: Uint8Array } | { ok: false; message: string }) =>
      message.ok ? Buffer.from(message.file) : new Error(message.message),
    (why) => new Error(`the report workbook was not written: ${why}`),
  )
}

/** A report's .xlsx file: written here for a small table, in a worker thread for a large one. */
export function reportFile(input: WorkbookInput): Promise<Buffer> {
  return input.table.rows.length > INLINE_ROWS ? inWorker(input) : reportWorkbook(input)
}
