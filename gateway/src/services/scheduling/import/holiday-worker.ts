// The holiday file worker's entry (a worker thread, see holiday-file.ts): parses an ICS or CSV holiday file and
// posts the days and the rejected lines, so the gateway's event loop never runs the parser.
import { parentPort, workerData } from 'node:worker_threads'
import { parseHolidayFile } from './holiday-parse'

const job = workerData as { text: string; kind: 'ics' | 'csv'; firstYear?: number }
try {
  parentPort?.postMessage({ ok: true, file: parseHolidayFile(job.text, job.kind, job.firstYear) })
} catch (error) {
  parentPort?.postMessage({ ok: false, message: String((error as Error)?.message ?? error) })
}
