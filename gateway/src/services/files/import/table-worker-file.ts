import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/** The worker entry's name: build.mjs bundles it as dist/gateway/table-worker.mjs beside main.mjs and cli.mjs. */
export const TABLE_WORKER_ENTRY = 'table-worker'

let fromSource: Promise<string> | undefined

/** From source (tests run the .ts files): esbuild bundles the worker entry once, as CommonJS code for an eval'd worker. */
function bundleFromSource(): Promise<string> {
  fromSource ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL(`./${TABLE_WORKER_ENTRY}.ts`, import.meta.url))],
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
  return fromSource
}

/** Starts the table worker: in the bundle, the entry beside this bundle file; from source, the entry bundled now. */
export async function startTableWorker(options: WorkerOptions): Promise<Worker> {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL(`./${TABLE_WORKER_ENTRY}.mjs`, import.meta.url), options)
  return new Worker(await bundleFromSource(), { ...options, eval: true })
}
