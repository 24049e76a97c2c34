import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ParsedFile } from './holiday-parse'

/** The worker entry's name: build.mjs bundles it as dist/gateway/holiday-worker.mjs beside main.mjs and cli.mjs. */
export const HOLIDAY_WORKER_ENTRY = 'holiday-worker'

/** What the worker may use: heap (MB) and time (ms); past either the file is refused. */
const LIMITS = { heapMb: 64, timeMs: 15_000 }

let fromSource: Promise<string> | undefined

/** From source (tests run the .ts files): esbuild bundles the worker entry once, as CommonJS code for an eval'd worker. */
function bundleFromSource(): Promise<string> {
  fromSource ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL(`./${HOLIDAY_WORKER_ENTRY}.ts`, import.meta.url))], bundle: true, write: false,
      format: 'cjs', platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent',
    })
    return result.outputFiles[0].text
  })
  return fromSource
}

/** Thrown when a holiday file cannot be read (not iCalendar, too many days, too heavy); `message` says why (English, for logs). */
export class HolidayFileRefused extends Error {}

/** Parses a holiday file in a worker thread with a heap and time limit. */
export async function readHolidayFile(text: string, kind: 'ics' | 'csv'): Promise<ParsedFile> {
  const resourceLimits = { maxOldGenerationSizeMb: LIMITS.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 }
  const workerData = { text, kind }
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(await bundleFromSource(), { eval: true, workerData, resourceLimits })
    : new Worker(new URL(`./${HOLIDAY_WORKER_ENTRY}.mjs`, import.meta.url), { workerData, resourceLimits })
  return new Promise((resolve, reject) => {
    const settle = (outcome: ParsedFile | Error) => {
      clearTimeout(timer)
      worker.removeAllListeners()
      worker.on('error', () => undefined)
      void worker.terminate()
      if (outcome instanceof Error) reject(outcome)
      else resolve(outcome)
    }
    const timer = setTimeout(() => settle(new HolidayFileRefused('time limit')), LIMITS.timeMs)
    worker.on('message', (message: { ok: true; file: ParsedFile } | { ok: false; message: string }) =>
      settle(message.ok ? message.file : new HolidayFileRefused(message.message)))
    worker.on('error', (error) => settle(new HolidayFileRefused(error.message)))
    worker.on('exit', () => settle(new HolidayFileRefused('the worker stopped without an outcome')))
  })
}
