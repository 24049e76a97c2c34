import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

const bundles = new Map<string, Promise<string>>()

/** From source (tests run the .ts files): esbuild bundles the worker entry once, as CommonJS code for an eval'd worker. */
function bundleFromSource(entry: URL): Promise<string> {
  const path = fileURLToPath(entry)
  let bundle = bundles.get(path)
  if (!bundle) {
    bundle = import('esbuild').then(async ({ build }) => {
      const result = await build({
        entryPoints: [path],
        bundle: true,
        write: false,
        format: 'cjs',
        platform: 'node',
        target: 'node20',
        packages: 'external',
        logLevel: 'silent',
      })
      return result.outputFiles[0].text
    })
    bundles.set(path, bundle)
  }
  return bundle
}

/**
 * Starts a worker thread on the entry `name` that sits beside the module at `moduleUrl`: in the bundle, build.mjs's
 * `<name>.mjs` beside the gateway's bundle; from source, `<source>.ts` beside the module, bundled now.
 */
export async function startWorkerEntry(
  moduleUrl: string,
  name: string,
  source: string,
  options: WorkerOptions,
): Promise<Worker> {
  if (!moduleUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.mjs`, moduleUrl), options)
  return new Worker(await bundleFromSource(new URL(`./${source}.ts`, moduleUrl)), { ...options, eval: true })
}

/**
 * The outcome of a worker: `read` turns each message into the answer or an Error (undefined: not yet, more messages
 * follow); a worker that errs, stops without an outcome or outlives `timeMs` ends in `failure(why, error)`. The
 * worker is stopped either way.
 */
export function outcomeOf<T, M>(
  worker: Worker,
  timeMs: number,
  read: (message: M) => T | Error | undefined,
  failure: (why: string, error?: Error & { code?: string }) => Error,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: T | Error) => {
      clearTimeout(timer)
      worker.removeAllListeners()
      worker.on('error', () => undefined)
      void worker.terminate()
      if (outcome instanceof Error) reject(outcome)
      else resolve(outcome)
    }
    const timer = setTimeout(() => settle(failure('time limit')), timeMs)
    worker.on('message', (message: M) => {
      const outcome = read(message)
      if (outcome !== undefined) settle(outcome)
    })
    worker.on('error', (error) => settle(failure(error.message, error)))
    worker.on('exit', () => settle(failure('the worker stopped without an outcome')))
  })
}
