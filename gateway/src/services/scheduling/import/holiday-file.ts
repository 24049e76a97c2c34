import { outcomeOf, startWorkerEntry } from '../../../core/worker-file'
import type { ParsedFile } from './holiday-parse'

/** The worker entry's name: build.mjs bundles it as dist/gateway/holiday-worker.mjs beside main.mjs and cli.mjs. */
export const HOLIDAY_WORKER_ENTRY = 'holiday-worker'

/** What the worker may use: heap (MB) and time (ms); past either the file is refused. */
const LIMITS = { heapMb: 64, timeMs: 15_000 }

/** Thrown when a holiday file cannot be read (not iCalendar, too many days, too heavy); `message` says why (English, for logs). */
export class HolidayFileRefused extends Error {}

/** Parses a holiday file in a worker thread with a heap and time limit (`firstYear`: see parseHolidayFile). */
export async function readHolidayFile(text: string, kind: 'ics' | 'csv', firstYear?: number): Promise<ParsedFile> {
  const resourceLimits = { maxOldGenerationSizeMb: LIMITS.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 }
  const worker = await startWorkerEntry(import.meta.url, HOLIDAY_WORKER_ENTRY, HOLIDAY_WORKER_ENTRY, {
    workerData: { text, kind, firstYear },
    resourceLimits,
  })
  return outcomeOf(
    worker,
    LIMITS.timeMs,
    (message: { ok: true; file: ParsedFile } | { ok: false; message: string }) =>
      message.ok ? message.file : new HolidayFileRefused(message.message),
    (why) => new HolidayFileRefused(why),
  )
}
