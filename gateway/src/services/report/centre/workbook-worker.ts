import { parentPort, workerData } from 'node:worker_threads'
import { reportWorkbook, type WorkbookInput } from './workbook'

// A worker thread's entry: writes one report workbook and posts its bytes back (workbook-file.ts starts it).
reportWorkbook(workerData as WorkbookInput)
  .then((file) => parentPort?.postMessage({ ok: true, file }))
  .catch((error: unknown) =>
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  )
