import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { reportWorkbook, type WorkbookInput } from './workbook'

/** The worker entry's name: build.mjs bundles it as dist/gateway/report-workbook-worker.mjs beside main.mjs. */
export const REPORT_WORKBOOK_WORKER_ENTRY = 'report-workbook-worker'

/** Tables with more rows than this are written in a worker thread, so a large export does not hold up other requests. */
export const INLINE_ROWS = 2000

const LIMITS = { heapMb: 256, timeMs: 60_000 }

let fromSource: Promise<string> | undefined

/** From source (tests run the .ts files): esbuild bundles the worker entry once, as CommonJS code for an eval'd worker. */
function bundleFromSource(): Promise<string> {
  fromSource ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./workbook-worker.ts', import.meta.url))], bundle: true, write: false,
      format: 'cjs', platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent',
    })
    return result.outputFiles[0].text
  })
  return fromSource
}

async function inWorker(input: WorkbookInput): Promise<Buffer> {
  const resourceLimits = { maxOldGenerationSizeMb: LIMITS.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 }
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(await bundleFromSource(), { eval: true, workerData: input, resourceLimits })
    : new Worker(new URL(`./${REPORT_WORKBOOK_WORKER_ENTRY}.mjs`, import.meta.url), { workerData: input, resourceLimits })
  return new Promise((resolve, reject) => {
    const settle = (outcome: Buffer | Error) => {
      clearTimeout(timer)
      worker.removeAllListeners()
      worker.on('error', () => undefined)
      void worker.terminate()
      if (outcome instanceof Error) reject(outcome)
      else resolve(outcome)
    }
    const timer = setTimeout(() => settle(new Error('the report workbook took too long')), LIMITS.timeMs)
    worker.on('message', (message: { ok: true; file: Uint8Array } | { ok: false; message: string }) =>
      settle(message.ok ? Buffer.from(message.file) : new Error(message.message)))
    worker.on('error', (error) => settle(error))
    worker.on('exit', () => settle(new Error('the report workbook worker stopped without a file')))
  })
}

/** A report's .xlsx file: written here for a small table, in a worker thread for a large one. */
export function reportFile(input: WorkbookInput): Promise<Buffer> {
  return input.table.rows.length > INLINE_ROWS ? inWorker(input) : reportWorkbook(input)
}
